import type Database from "better-sqlite3";
import type { BasketLine } from "../../../app/contract/basket";
import type { Logger } from "../logger";
import { HttpError } from "../http/envelope";
import { createStockChanged } from "../catalog/stock-changed";
import { startBatchedSweep } from "./batched-sweep";
import { isOnlinePayment } from "./order-vocabulary";

/** How long an order awaiting online payment holds what it took, unless UNPAID_ORDER_MINUTES says otherwise. */
export const DEFAULT_UNPAID_ORDER_MINUTES = 30;
/**
 * How long an order paid on receipt holds what it took until the shop confirms it (takes it into work and clears its
 * deadline). The demo has no back office to confirm anything, so such an order is cancelled after it like an online
 * order not paid in time — otherwise orders nobody means to collect would keep a size off sale for good. It is also the
 * longest any unpaid order holds stock from its placing, whatever its payment method is switched to.
 */
export const CONFIRM_HOURS = 48;
/** Open unpaid orders (any payment method) a customer may have at once; the next is refused at save. */
export const MAX_UNPAID_ORDERS = 3;
/**
 * Units of one size (offer) a customer's open unpaid orders may hold together: more than a shopper trying sizes on
 * needs, few enough that a handful of orders cannot take a size off sale (a size has some 5–30 units).
 */
export const MAX_UNITS_PER_SIZE = 5;
/** Orders a request or a sweep cancels at most at once (a request's work stays bounded; the sweep goes on). */
export const SWEEP_BATCH = 100;
/** How often the sweep looks for orders past their time, unless the upstream's options say otherwise. */
export const DEFAULT_SWEEP_MS = 60_000;

/**
 * Why an unpaid order was cancelled: its time to pay online ran out, nobody confirmed an order paid on receipt in time,
 * or its customer deleted their account (account/erasure.ts). Older databases may also hold 'declined', from when a
 * declined payment cancelled the order; now a decline fails only that payment attempt.
 */
export type CancelReason = "expired" | "unconfirmed" | "account_deleted";

type Holding = { id: number; number: string; user_id: number | null; store_id: number | null; stock_held: number };
type ItemRow = { offer_id: number; product_id: number; quantity: number };
type CertificateDebit = { certificate_id: number; amount: number };
type DueRow = { id: number; payment_id: number };
/** What the cap on one size's units reads of a basket line (and names in its message). */
export type HeldLine = Pick<BasketLine, "offerId" | "quantity" | "name" | "size">;

/**
 * Open unpaid orders (`orders.pay_by` set), whatever their payment method: each holds its stock, certificate amounts,
 * bonuses and single-use coupon until it is paid or its time (by the upstream's clock) runs out — `holdMinutes` to pay
 * online, CONFIRM_HOURS to be confirmed when paid on receipt, never past `hold_until` (placing + CONFIRM_HOURS) however
 * often its payment method changes; a declined payment attempt changes nothing of that (another attempt may follow).
 * A customer has at most MAX_UNPAID_ORDERS of them, holding at most MAX_UNITS_PER_SIZE units of any one size. Past its
 * time an order is cancelled and everything comes back, in one
 * transaction per order whose first step is a conditional UPDATE of the order: whoever comes second (a payment page
 * racing the sweep, a second process) finds it cancelled and returns nothing. `expireDue` runs on every read of
 * orders or stock (app.ts) and from a timer (`startSweep`), so an order past its time is never seen alive, whoever
 * looks and whether anyone looks.
 */
export function createUnpaidOrders(
  db: Database.Database,
  { clock, holdMinutes, log }: { clock: () => number; holdMinutes: number; log: Logger },
) {
  const nowSeconds = () => Math.floor(clock() / 1000);
  const holdSeconds = holdMinutes * 60;
  const confirmSeconds = CONFIRM_HOURS * 3600;

  const markPlaced = db.prepare<{ id: number; payBy: number | null; holdUntil: number | null }>(
    "UPDATE orders SET stock_held = 1, pay_by = @payBy, hold_until = @holdUntil WHERE id = @id",
  );
  // An order from before `hold_until` (the seed's) is held from now on.
  const switchDeadline = db.prepare<{ id: number; online: number; payBy: number; fromNow: number }>(
    `UPDATE orders SET hold_until = COALESCE(hold_until, @fromNow),
       pay_by = CASE WHEN @online = 1 THEN MIN(@payBy, COALESCE(hold_until, @fromNow)) ELSE COALESCE(hold_until, @fromNow) END
     WHERE id = @id AND is_payed = 0 AND status <> 'cancelled'`,
  );
  const open = db
    .prepare<[number, number], number>(
      "SELECT COUNT(*) FROM orders WHERE user_id = ? AND pay_by > ? AND is_payed = 0 AND status <> 'cancelled'",
    )
    .pluck();
  const unitsHeld = db
    .prepare<[number, number, number], number>(
      `SELECT COALESCE(SUM(i.quantity), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = ? AND i.offer_id = ? AND o.pay_by > ? AND o.is_payed = 0 AND o.status <> 'cancelled'`,
    )
    .pluck();
  const due = db.prepare<[number, number], DueRow>(
    "SELECT id, payment_id FROM orders WHERE pay_by IS NOT NULL AND pay_by <= ? ORDER BY pay_by LIMIT ?",
  );
  const forgetDeadline = db.prepare<[number]>(
    "UPDATE orders SET pay_by = NULL WHERE id = ? AND (is_payed = 1 OR status = 'cancelled')",
  );
  const dueOne = db.prepare<[number, number], DueRow>(
    "SELECT id, payment_id FROM orders WHERE id = ? AND pay_by IS NOT NULL AND pay_by <= ?",
  );
  const reasonOf = (row: DueRow): CancelReason => (isOnlinePayment(row.payment_id) ? "expired" : "unconfirmed");

  const close = db.prepare<{ id: number; reason: CancelReason }>(
    `UPDATE orders SET status = 'cancelled', cancel_reason = @reason, pay_by = NULL
     WHERE id = @id AND is_payed = 0 AND status <> 'cancelled'`,
  );
  const holding = db.prepare<[number], Holding>(
    "SELECT id, number, user_id, store_id, stock_held FROM orders WHERE id = ?",
  );
  const items = db.prepare<[number], ItemRow>(
    "SELECT offer_id, product_id, quantity FROM order_items WHERE order_id = ?",
  );
  const releaseStock = db.prepare<[number]>("UPDATE orders SET stock_held = 0 WHERE id = ?");
  const returnOnline = db.prepare<{ id: number; quantity: number }>(
    "UPDATE offers SET quantity = quantity + @quantity, total_quantity = total_quantity + @quantity WHERE id = @id",
  );
  const returnToStore = db.prepare<{ id: number; store: number; quantity: number }>(
    `INSERT INTO offer_stock (offer_id, store_id, quantity) VALUES (@id, @store, @quantity)
     ON CONFLICT (offer_id, store_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );
  const raiseTotal = db.prepare<{ id: number; quantity: number }>(
    "UPDATE offers SET total_quantity = total_quantity + @quantity WHERE id = @id",
  );
  const stockChanged = createStockChanged(db);
  const freeCoupon = db.prepare<[number]>(
    "UPDATE coupons SET used_at = NULL, order_id = NULL WHERE order_id = ? AND reusable = 0",
  );
  const bonusesSpent = db
    .prepare<[number], number>(
      "SELECT COALESCE(SUM(amount), 0) FROM loyalty_transactions WHERE order_id = ? AND type = 'spending'",
    )
    .pluck();
  const refundBonuses = db.prepare<{
    userId: number;
    orderId: number;
    amount: number;
    description: string;
    now: number;
  }>(
    `INSERT INTO loyalty_transactions (user_id, type, amount, order_id, description, created_at)
     VALUES (@userId, 'accrual', @amount, @orderId, @description, @now)`,
  );
  const certificateDebits = db.prepare<[number], CertificateDebit>(
    "SELECT certificate_id, -amount AS amount FROM certificate_transactions WHERE order_id = ? AND amount < 0",
  );
  const creditCertificate = db.prepare<{ id: number; amount: number }>(
    "UPDATE certificates SET balance = balance + @amount WHERE id = @id",
  );
  const refundCertificate = db.prepare<{
    certificateId: number;
    orderId: number;
    amount: number;
    description: string;
    now: number;
  }>(
    `INSERT INTO certificate_transactions (certificate_id, order_id, amount, description, created_at)
     VALUES (@certificateId, @orderId, @amount, @description, @now)`,
  );

  /** Puts the order's lines back where the checkout took them: the warehouse, or the shop's shelf for store pickup. */
  const returnStock = (order: Holding): void => {
    const lines = items.all(order.id);
    for (const line of lines) {
      if (order.store_id === null) {
        returnOnline.run({ id: line.offer_id, quantity: line.quantity });
      } else {
        returnToStore.run({ id: line.offer_id, store: order.store_id, quantity: line.quantity });
        raiseTotal.run({ id: line.offer_id, quantity: line.quantity });
      }
    }
    stockChanged(lines.map((line) => line.product_id));
    releaseStock.run(order.id);
  };

  /**
   * Cancels an unpaid order and returns what it holds: its stock (checkout orders), the coupon, the bonuses and the
   * certificate amounts spent on it. False when it is paid or cancelled already: then nothing is returned.
   */
  const cancel = db.transaction((orderId: number, reason: CancelReason, by: string): boolean => {
    if (close.run({ id: orderId, reason }).changes !== 1) return false;
    const order = holding.get(orderId)!;
    const now = nowSeconds();
    const note = `заказ ${order.number} отменён`;
    if (order.stock_held === 1) returnStock(order);
    freeCoupon.run(order.id);
    const bonuses = bonusesSpent.get(order.id)!;
    if (bonuses > 0 && order.user_id !== null) {
      refundBonuses.run({
        userId: order.user_id,
        orderId: order.id,
        amount: bonuses,
        description: `Возврат бонусов: ${note}`,
        now,
      });
    }
    for (const debit of certificateDebits.all(order.id)) {
      creditCertificate.run({ id: debit.certificate_id, amount: debit.amount });
      refundCertificate.run({
        certificateId: debit.certificate_id,
        orderId: order.id,
        amount: debit.amount,
        description: `Возврат: ${note}`,
        now,
      });
    }
    log({ level: "info", msg: "unpaid order cancelled", orderId: order.id, reason, by });
    return true;
  }).immediate;

  /**
   * Cancels the orders past their time, oldest first, at most SWEEP_BATCH per call (the rest on the next); returns how
   * many were due. A due row that is paid or cancelled already only loses its deadline.
   */
  const expireDue = (by: string): number => {
    const rows = due.all(nowSeconds(), SWEEP_BATCH);
    for (const row of rows) if (!cancel(row.id, reasonOf(row), by)) forgetDeadline.run(row.id);
    return rows.length;
  };

  return {
    holdMinutes,

    /**
     * For the checkout's transaction: the order just written holds its stock; unpaid (`paymentId` set), until its
     * deadline — to pay online, or to be confirmed when paid on receipt. Null: placed paid, it holds no deadline.
     */
    placed: (orderId: number, paymentId: number | null): void => {
      if (paymentId === null) {
        markPlaced.run({ id: orderId, payBy: null, holdUntil: null });
        return;
      }
      const now = nowSeconds();
      const holdUntil = now + confirmSeconds;
      const payBy = isOnlinePayment(paymentId) ? Math.min(now + holdSeconds, holdUntil) : holdUntil;
      markPlaced.run({ id: orderId, payBy, holdUntil });
    },

    /**
     * An unpaid order's payment method changed to online (`online`) or on receipt: it keeps a deadline, never a later
     * one than `hold_until` — online, the time to pay from now within it; on receipt, `hold_until` itself. Switching
     * back and forth never extends how long it holds its stock.
     */
    switched: (orderId: number, online: boolean): void => {
      const now = nowSeconds();
      switchDeadline.run({
        id: orderId,
        online: Number(online),
        payBy: now + holdSeconds,
        fromNow: now + confirmSeconds,
      });
    },

    /**
     * Before an unpaid order is placed: 409 when the user already has MAX_UNPAID_ORDERS open unpaid orders (on
     * `payment`), or when a line would take their open orders past MAX_UNITS_PER_SIZE units of its size (on `basket`,
     * naming the line). Orders past their time count for nothing.
     */
    checkCaps: (userId: number, lines: HeldLine[]): void => {
      const now = nowSeconds();
      if (open.get(userId, now)! >= MAX_UNPAID_ORDERS) {
        throw HttpError.of(
          409,
          `Не больше ${MAX_UNPAID_ORDERS} неоплаченных заказов одновременно, при любом способе оплаты. ` +
            "Оплатите один из них в «Моих заказах» или дождитесь его получения",
          { code: "unpaid_orders_limit", field: "payment" },
        );
      }
      for (const line of lines) {
        const held = unitsHeld.get(userId, line.offerId, now)!;
        if (held + line.quantity <= MAX_UNITS_PER_SIZE) continue;
        const already = held > 0 ? ` (в ваших неоплаченных заказах уже ${held} шт.)` : "";
        throw HttpError.of(
          409,
          `Не больше ${MAX_UNITS_PER_SIZE} шт. одного размера в неоплаченных заказах: ${line.name}, ` +
            `размер ${line.size}${already}. Уменьшите количество в корзине`,
          { code: "size_units_limit", field: "basket" },
        );
      }
    },

    cancel: (orderId: number, reason: CancelReason, by: string): boolean => cancel(orderId, reason, by),

    /** Cancels this order when it is past its time (before a payment attempt on it is settled). */
    expireIfDue: (orderId: number, by: string): boolean => {
      const row = dueOne.get(orderId, nowSeconds());
      return row !== undefined && cancel(orderId, reasonOf(row), by);
    },

    expireDue,

    /**
     * The periodic sweep, and one at start for what came due while the upstream was down: a batch at a time, the next
     * batch after other work while whole batches are due. Its timers keep no process alive; the returned function
     * stops it.
     */
    startSweep: (intervalMs: number): (() => void) =>
      startBatchedSweep(intervalMs, () => expireDue("sweep") === SWEEP_BATCH, log, "unpaid order sweep failed"),
  };
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>;
