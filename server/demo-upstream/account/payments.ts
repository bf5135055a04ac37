import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { NO_SHIPMENT } from "../../../app/contract/ids";
import type { PaymentResult } from "../../../app/contract/order";
import { money, nowSeconds } from "../format";
import { isOnlinePayment } from "./order-vocabulary";
import type { UnpaidOrders } from "./unpaid-orders";

export type PaymentStatus = PaymentResult["status"];

type PaymentRow = {
  code: string;
  order_id: number;
  amount: number;
  status: PaymentStatus;
  number: string;
  order_status: string;
  is_payed: number;
  payment_name: string;
  return_url: string | null;
  pay_by: number | null;
  shipment_id: number;
  payment_id: number;
  total: number;
};

/** A payment code: 32 characters of base64url (192 random bits). */
/** Lowercase hex: the storefront lowercases every path (spec §2), and the code travels in its return URL. */
export const PAYMENT_CODE_FORMAT = /^[0-9a-f]{32}$/;

export type PaymentView = {
  code: string;
  status: PaymentStatus;
  orderId: number;
  orderNumber: string;
  amount: number;
  paymentName: string;
  /** The order is paid (by this attempt or another) or cancelled (not paid in time): nothing to pay. */
  closed: PaymentResult["closed"];
  /** Unix seconds (the upstream's clock) until which the order awaits this payment; null when it has no deadline. */
  payBy: number | null;
  /**
   * Where the page sends the shopper after paying or declining: `{returnUrl}/payment/{code}/` with the order's own
   * return URL, else the store's (`storeUrl`) — never another order's.
   */
  returnTo: string;
};

/**
 * Payment attempts of the demo payment page. An unpaid order paid online (1, 8, 17) gets a code when it is placed or
 * when its detail asks for a link; the page marks the attempt paid (and the order with it) or failed. `onPaid` runs in
 * the same transaction when an order becomes paid (its gift certificates are issued). `storeUrl` is where the page
 * returns for an order saved without a return URL (the seed's): "" = a path on the origin serving the payment page.
 * A decline fails only its attempt: the order stays unpaid and payable (another attempt gets a code of its own) until
 * its time to pay runs out. With `unpaid`, an order past that time is cancelled before anything is settled.
 */
export function createPaymentStore(
  db: Database.Database,
  publicUrl: string,
  onPaid: (orderId: number, nowSeconds: number) => void,
  storeUrl = "",
  unpaid?: Pick<UnpaidOrders, "expireIfDue">,
) {
  const insert = db.prepare<[string, number, number, number, number]>(
    "INSERT INTO payments (code, order_id, amount, status, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?)",
  );
  const pending = db
    .prepare<[number], string>(
      "SELECT code FROM payments WHERE order_id = ? AND status = 'pending' ORDER BY created_at DESC LIMIT 1",
    )
    .pluck();
  const byCode = db.prepare<[string], PaymentRow>(
    `SELECT p.code, p.order_id, p.amount, p.status, o.number, o.status AS order_status, o.is_payed, o.payment_name,
            o.return_url, o.pay_by, o.shipment_id, o.payment_id, o.total
     FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.code = ?`,
  );
  const setStatus = db.prepare<[PaymentStatus, number, string]>(
    "UPDATE payments SET status = ?, updated_at = ? WHERE code = ?",
  );
  const payOrder = db.prepare<[number]>("UPDATE orders SET is_payed = 1, pay_by = NULL WHERE id = ?");

  const find = (code: string): PaymentRow | undefined =>
    PAYMENT_CODE_FORMAT.test(code) ? byCode.get(code) : undefined;

  const view = (row: PaymentRow): PaymentView => ({
    code: row.code,
    status: row.status,
    orderId: row.order_id,
    orderNumber: row.number,
    amount: row.amount,
    paymentName: row.payment_name,
    payBy: row.pay_by,
    closed:
      row.status === "paid" || row.is_payed === 1 ? "paid" : row.order_status === "cancelled" ? "cancelled" : null,
    returnTo: `${row.return_url ?? storeUrl}/payment/${row.code}/`,
  });

  /** Whether an order with these fields is paid on the payment page (and its detail shows a link). */
  const payable = (order: { is_payed: number; status: string; payment_id: number }): boolean =>
    order.is_payed === 0 && order.status !== "cancelled" && isOnlinePayment(order.payment_id);

  /** `{publicUrl}/pay/{code}` of the order's pending attempt, a new one when there is none. */
  const link = (orderId: number, amount: number): string => {
    let code = pending.get(orderId);
    if (code === undefined) {
      code = randomBytes(16).toString("hex");
      const now = nowSeconds();
      insert.run(code, orderId, amount, now, now);
    }
    return `${publicUrl}/pay/${code}`;
  };

  return {
    payable,
    link,

    /**
     * After a failed attempt, the link of the order's next one (made when none is pending), while the order may still
     * be paid online; else null (the attempt is pending or paid, or the order paid, cancelled or paid on receipt now).
     */
    retryLink: (code: string): string | null => {
      const row = find(code);
      if (!row || row.status !== "failed") return null;
      return payable({ ...row, status: row.order_status }) ? link(row.order_id, row.total) : null;
    },

    result: (code: string): PaymentResult | undefined => {
      const row = find(code);
      if (!row) return undefined;
      const { orderId, orderNumber, status, closed } = view(row);
      const needsDelivery = row.shipment_id !== NO_SHIPMENT;
      return { code: row.code, status, orderId, orderNumber, amount: money(row.amount), closed, needsDelivery };
    },

    view: (code: string): PaymentView | undefined => {
      const row = find(code);
      return row && view(row);
    },

    /**
     * Pays or declines a pending attempt, in one transaction with the order: an order past its time to pay is
     * cancelled first (with `unpaid`). A decline fails the attempt only, and the order keeps waiting for its payment.
     * A settled attempt stays as it is (paid, or failed: paying again is a new attempt with a code of its own); so does
     * an order paid by another attempt or cancelled (the caller sees `closed`): a payment never revives a cancelled order.
     */
    settle: db.transaction((code: string, action: "pay" | "decline"): PaymentView | undefined => {
      const found = find(code);
      if (!found) return undefined;
      unpaid?.expireIfDue(found.order_id, "payment page");
      const row = byCode.get(code)!;
      if (row.status === "pending" && view(row).closed === null) {
        const now = nowSeconds();
        setStatus.run(action === "pay" ? "paid" : "failed", now, code);
        if (action === "pay") {
          payOrder.run(row.order_id);
          onPaid(row.order_id, now);
        }
      }
      return view(byCode.get(code)!);
    }),
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
