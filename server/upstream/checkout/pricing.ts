import type { OrderState } from "../../../app/upstream/schemas/order";
import { money } from "../format";

/** An order's money in roubles: goods at selling prices, delivery, what coupon, bonuses and certificates pay, and the rest. */
export type Amounts = { goods: number; delivery: number; coupon: number; bonus: number; certificate: number; total: number };

/** What certificates may pay: the goods after the coupon, plus delivery, minus bonuses. */
export function dueBeforeCertificates({ goods, coupon, delivery, bonus }: Omit<Amounts, "certificate" | "total">): number {
  return goods - coupon + delivery - bonus;
}

/** The amounts with the total left to pay after every discount. */
export function withTotal(parts: Omit<Amounts, "total">): Amounts {
  return { ...parts, total: dueBeforeCertificates(parts) - parts.certificate };
}

/** The order summary of the storefront (payment is never surcharged). */
export function summary(amounts: Amounts): OrderState["summary"] {
  return {
    basket: money(amounts.goods),
    delivery: money(amounts.delivery),
    payment: money(0),
    coupon: money(amounts.coupon),
    bonus: money(amounts.bonus),
    certificate: money(amounts.certificate),
    total: money(amounts.total),
  };
}
