import type Database from "better-sqlite3";
import type { z } from "zod";
import type { OrderDetail, OrderListSchema } from "../../../app/contract/account";
import type { SectionIndex } from "../catalog/sections";
import { isoDate, money } from "../format";
import { HttpError } from "../http/envelope";
import { listImageUrl } from "../media/urls";
import { offeredPayments, paymentMethodsState } from "../checkout/payment-methods";
import {
  ALL_ORDERS,
  isOnlinePayment,
  ORDER_STATUSES,
  orderStatusName,
  PAYMENTS,
  SHIPMENTS,
  type PaymentId,
  type ShipmentId,
} from "./order-vocabulary";
import type { OrderCertificateStore } from "../gift-certificates/order-lines";
import type { PaymentStore } from "./payments";
import type { UnpaidOrders } from "./unpaid-orders";

type OrderRow = {
  id: number;
  number: string;
  created_at: number;
  status: string;
  customer_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  shipment_id: number;
  shipment_name: string;
  delivery_address: string;
  delivery_interval: string;
  delivery_price: number;
  payment_id: number;
  payment_name: string;
  is_payed: number;
  coupon_amount: number;
  bonus_amount: number;
  certificate_amount: number;
  basket_amount: number;
  total: number;
  pay_by: number | null;
  cancel_reason: string | null;
};
type SummaryRow = Pick<
  OrderRow,
  "id" | "number" | "created_at" | "status" | "cancel_reason" | "is_payed" | "payment_id" | "total"
> & {
  items_count: number;
};
type PictureRow = { order_id: number; product_id: number; name: string; picture_count: number | null };
type ItemRow = {
  product_id: number;
  offer_id: number;
  name: string;
  size: string;
  quantity: number;
  discount_price: number;
  sum: number;
  section_id: number | null;
  picture_count: number | null;
};

export type OrderPage = z.infer<typeof OrderListSchema>;

/**
 * The user's orders (read side; the checkout writes `orders`, `order_items` and `order_certificates`). Orders past
 * their time to pay are cancelled before any read (app.ts), so none is shown alive.
 */
export function createOrderStore(
  db: Database.Database,
  sections: SectionIndex,
  publicUrl: string,
  payments: PaymentStore,
  giftCertificates: OrderCertificateStore,
  unpaid: UnpaidOrders,
) {
  const summaries = db.prepare<{ userId: number; status: string | null; limit: number; offset: number }, SummaryRow>(
    `SELECT o.id, o.number, o.created_at, o.status, o.cancel_reason, o.is_payed, o.payment_id, o.total,
            (SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id = o.id)
              + (SELECT COUNT(*) FROM order_certificates WHERE order_id = o.id) AS items_count
     FROM orders o WHERE o.user_id = @userId AND (@status IS NULL OR o.status = @status)
     ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
  );
  const pictures = db.prepare<[string], PictureRow>(
    `SELECT i.order_id, i.product_id, i.name, p.picture_count
     FROM order_items i LEFT JOIN products p ON p.id = i.product_id
     WHERE i.order_id IN (SELECT value FROM json_each(?)) ORDER BY i.order_id, i.id`,
  );
  /** The pictures of the orders' lines of goods, by order id: one query for a page of orders. */
  const picturesOf = (orderIds: number[]): Map<number, { name: string; image: string }[]> => {
    const byOrder = new Map<number, { name: string; image: string }[]>();
    for (const row of pictures.all(JSON.stringify(orderIds))) {
      const list = byOrder.get(row.order_id) ?? [];
      list.push({ name: row.name, image: listImageUrl(publicUrl, row.product_id, row.picture_count) });
      byOrder.set(row.order_id, list);
    }
    return byOrder;
  };
  const counts = db.prepare<[number], { status: string; count: number }>(
    "SELECT status, COUNT(*) AS count FROM orders WHERE user_id = ? GROUP BY status",
  );
  const order = db.prepare<[number, number], OrderRow>("SELECT * FROM orders WHERE user_id = ? AND id = ?");
  const setPayment = db.prepare<[number, string, number]>(
    "UPDATE orders SET payment_id = ?, payment_name = ? WHERE id = ?",
  );

  const hasCertificateLines = db
    .prepare<[number], number>("SELECT 1 FROM order_certificates WHERE order_id = ? LIMIT 1")
    .pluck();

  /** The methods an unpaid, open order may be paid by now: those the checkout offers for its delivery, total and lines. */
  const methodsFor = (row: OrderRow): PaymentId[] => {
    if (row.is_payed === 1 || row.status === "cancelled" || row.total === 0) return [];
    const shipment = row.shipment_id in SHIPMENTS ? (row.shipment_id as ShipmentId) : null;
    return offeredPayments({ total: row.total, certificate: row.certificate_amount }, shipment, {
      prepaidOnly: hasCertificateLines.get(row.id) !== undefined,
    });
  };
  const ownOrder = (userId: number, orderId: number): OrderRow => {
    const row = order.get(userId, orderId);
    if (!row) throw HttpError.of(404, "Заказ не найден", { code: "order_not_found" });
    return row;
  };
  const items = db.prepare<[number], ItemRow>(
    `SELECT i.product_id, i.offer_id, i.name, i.size, i.quantity, i.discount_price, i.sum, p.section_id, p.picture_count
     FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = ? ORDER BY i.id`,
  );

  return {
    /** One page of the user's orders, newest first, filtered by status code ('all' for every order). */
    page: (userId: number, status: string, page: number, pageSize: number): OrderPage => {
      const byStatus = new Map(counts.all(userId).map((row) => [row.status, row.count]));
      const all = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
      const total = status === ALL_ORDERS.code ? all : (byStatus.get(status) ?? 0);
      const rows = summaries.all({
        userId,
        status: status === ALL_ORDERS.code ? null : status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const picturesByOrder = picturesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => ({
          id: row.id,
          number: row.number,
          createdAt: isoDate(row.created_at),
          status: { code: row.status, name: orderStatusName(row.status, row.cancel_reason) },
          itemsCount: row.items_count,
          total: money(row.total),
          isPayed: row.is_payed === 1,
          paymentId: row.payment_id,
          pictures: picturesByOrder.get(row.id) ?? [],
        })),
        statuses: [
          { ...ALL_ORDERS, count: all },
          ...ORDER_STATUSES.map((entry) => ({
            code: entry.code,
            name: entry.name,
            count: byStatus.get(entry.code) ?? 0,
          })),
        ],
        pagination: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },

    /**
     * The user's order; another user's or an unknown one is a 404. An unpaid order paid online (and not cancelled)
     * gets the link of its pending payment attempt, created when there is none.
     */
    detail: (userId: number, orderId: number): OrderDetail => {
      const row = ownOrder(userId, orderId);
      return {
        id: row.id,
        number: row.number,
        createdAt: isoDate(row.created_at),
        status: { code: row.status, name: orderStatusName(row.status, row.cancel_reason) },
        items: items.all(row.id).map((item) => ({
          productId: item.product_id,
          offerId: item.offer_id,
          name: item.name,
          link: sections.productLink(item.section_id, item.product_id),
          image: listImageUrl(publicUrl, item.product_id, item.picture_count),
          size: item.size,
          quantity: item.quantity,
          price: money(item.discount_price),
          sum: money(item.sum),
        })),
        certificates: giftCertificates.list(row.id),
        customer: {
          name: row.customer_name,
          lastName: row.customer_last_name,
          email: row.customer_email,
          phone: row.customer_phone,
        },
        delivery: {
          shipmentId: row.shipment_id,
          name: row.shipment_name,
          address: row.delivery_address,
          interval: row.delivery_interval,
          price: money(row.delivery_price),
        },
        payment: {
          id: row.payment_id,
          name: row.payment_name,
          isPayed: row.is_payed === 1,
          link: payments.payable(row) ? payments.link(row.id, row.total) : null,
        },
        paymentMethods: paymentMethodsState(methodsFor(row)),
        summary: {
          basket: money(row.basket_amount),
          delivery: money(row.delivery_price),
          coupon: money(row.coupon_amount),
          bonus: money(row.bonus_amount),
          certificate: money(row.certificate_amount),
          total: money(row.total),
        },
      };
    },

    /**
     * Another way to pay the user's unpaid order: one of the methods offered for its delivery. A paid or cancelled
     * order is a 409, a method not offered a 400 on `paymentId`. It keeps a deadline whatever the method, never a later
     * one (account/unpaid-orders.ts): switched to online payment, it waits for it from now within that; switched to
     * payment on receipt, it waits to be confirmed. It counts among the open unpaid orders either way, so a switch
     * changes nothing of the caps.
     */
    changePayment: db.transaction((userId: number, orderId: number, paymentId: number): void => {
      unpaid.expireIfDue(orderId, "payment change");
      const row = ownOrder(userId, orderId);
      if (row.is_payed === 1) throw HttpError.of(409, "Заказ уже оплачен", { code: "order_paid" });
      if (row.status === "cancelled") throw HttpError.of(409, "Заказ отменён", { code: "order_cancelled" });
      const offered = methodsFor(row);
      if (!(offered as number[]).includes(paymentId)) {
        throw HttpError.of(400, "Этот способ оплаты недоступен для заказа", {
          code: "payment_not_offered",
          field: "paymentId",
        });
      }
      const [online, wasOnline] = [isOnlinePayment(paymentId), isOnlinePayment(row.payment_id)];
      setPayment.run(paymentId, PAYMENTS[paymentId as PaymentId].name, row.id);
      if (online !== wasOnline || row.pay_by === null) unpaid.switched(row.id, online);
    }),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
