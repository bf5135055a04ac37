import { z } from "zod";
import type { OrderDetail } from "~/contract/account";

/** `$status` of `/personal/orders/status/{status}/`: a status code shape; whether it exists the upstream decides. */
export const OrderStatusParamSchema = z.string().regex(/^[a-z][a-z_]{0,31}$/);

/** `$id` of `/personal/orders/{id}/`: a positive integer without leading zeros (one URL per order). */
export const OrderIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

export const orderHref = (id: number) => `/personal/orders/${id}/`;
export const orderStatusHref = (code: string) => `/personal/orders/status/${code}/`;

export type SummaryRow = { key: string; label: string; value: number; format: string; discount: boolean };

/**
 * The lines of an order's summary: goods, delivery, the discounts that apply (coupon, bonuses,
 * certificate; zero ones are skipped), then the total. Discounts are shown with a minus.
 */
export function orderSummaryRows(summary: OrderDetail["summary"], goods = "Товары"): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: "basket", label: goods, ...summary.basket, discount: false },
    {
      key: "delivery",
      label: "Доставка",
      ...summary.delivery,
      format: summary.delivery.value === 0 ? "Бесплатно" : summary.delivery.format,
      discount: false,
    },
  ];
  const discounts = [
    { key: "coupon", label: "Скидка по промокоду", money: summary.coupon },
    { key: "bonus", label: "Оплачено бонусами", money: summary.bonus },
    { key: "certificate", label: "Оплачено сертификатом", money: summary.certificate },
  ];
  for (const { key, label, money } of discounts) {
    if (money.value !== 0)
      rows.push({
        key,
        label,
        value: -Math.abs(money.value),
        format: `−${money.format.replace(/^[-−]/, "")}`,
        discount: true,
      });
  }
  rows.push({ key: "total", label: "Итого", ...summary.total, discount: false });
  return rows;
}

/** What the order's first sum counts: its goods, the gift certificates bought with it, or both. */
export function goodsLabel(order: Pick<OrderDetail, "items" | "certificates">): string {
  if (order.certificates.length === 0) return "Товары";
  return order.items.length === 0 ? "Подарочные сертификаты" : "Товары и сертификаты";
}

/** The 'Оплатить' link is offered for an unpaid order with a payment link (the upstream gives none for cancelled ones). */
export function paymentLink(payment: OrderDetail["payment"]): string | null {
  return !payment.isPayed && payment.link ? payment.link : null;
}
