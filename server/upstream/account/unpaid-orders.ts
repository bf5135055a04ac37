import type Database from "better-sqlite3";
import type { Logger } from "../logger";
import { HttpError } from "../http/envelope";
import { createStockChanged } from "../catalog/stock-changed";

/** How long an order awaiting online payment holds what it took, unless UNPAID_ORDER_MINUTES says otherwise. */
export const DEFAULT_UNPAID_ORDER_MINUTES = 30;
/** Orders a customer may have awaiting online payment at once; the next online order is refused at save. */
export const MAX_UNPAID_ORDERS = 3;
/** Orders a request or a sweep cancels at most at once (a request's work stays bounded; the sweep goes on). */
export const SWEEP_BATCH = 100;
/** How often the sweep looks for orders past their time, unless the upstream's options say otherwise. */
export const DEFAULT_SWEEP_MS = 60_000;

/** Why an unpaid order was cancelled: its time to pay ran out ('declined' in databases from before issue 36). */
export type CancelReason = "expired";

type Holding = { id: number; number: string; user_id: number | null; store_id: number | null; stock_held: number };
type ItemRow = { offer_id: number; product_id: number; quantity: number };
type CertificateDebit = { certificate_id: number; amount: number };

/**
 * Orders awaiting online payment (`orders.pay_by` set): each holds its stock, certificate amounts, bonuses and
 * single-use coupon until it is paid or its time (`holdMinutes`, by the upstream's clock) runs out; a declined payment
 * attempt changes nothing of that (another attempt may follow). Then it is cancelled and everything comes back, in one
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

  const markPlaced = db.prepare<{ id: number; payBy: number | null }>(
    "UPDATE orders SET stock_held = 1, pay_by = @payBy WHERE id = @id",
  );
  const setPayBy = db.prepare<[number | null, number]>(
    "UPDATE orders SET pay_by = ? WHERE id = ? AND is_payed = 0 AND status <> 'cancelled'",
  );
  const awaiting = db
    .prepare<[number, number], number>(
      "SELECT COUNT(*) FROM orders WHERE user_id = ? AND pay_by > ? AND is_payed = 0 AND status <> 'cancelled'",
    )
    .pluck();
  const due = db
    .prepare<[number, number], number>(
      "SELECT id FROM orders WHERE pay_by IS NOT NULL AND pay_by <= ? ORDER BY pay_by LIMIT ?",
    )
    .pluck();
  const forgetDeadline = db.prepare<[number]>(
    "UPDATE orders SET pay_by = NULL WHERE id = ? AND (is_payed = 1 OR status = 'cancelled')",
  );
  const dueOne = db
    .prepare<[number, number], number>("SELECT id FROM orders WHERE id = ? AND pay_by IS NOT NULL AND pay_by <= ?")
    .pluck();

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
    const ids = due.all(nowSeconds(), SWEEP_BATCH);
    for (const id of ids) if (!cancel(id, "expired", by)) forgetDeadline.run(id);
    return ids.length;
  };

  return {
    holdMinutes,

    /** Unix seconds (the upstream's clock) an order placed or switched to online payment now waits until. */
    payBy: (): number => nowSeconds() + holdSeconds,

    /**
     * For the checkout's transaction: the order just written holds its stock, and awaits online payment (a deadline)
     * when `awaitingPayment`.
     */
    placed: (orderId: number, awaitingPayment: boolean): void => {
      markPlaced.run({ id: orderId, payBy: awaitingPayment ? nowSeconds() + holdSeconds : null });
    },

    /** Starts (a new deadline) or stops awaiting online payment, when an unpaid order changes its payment method. */
    setAwaiting: (orderId: number, awaitingPayment: boolean): void => {
      setPayBy.run(awaitingPayment ? nowSeconds() + holdSeconds : null, orderId);
    },

    /** 409 on `field` when the user already has MAX_UNPAID_ORDERS orders awaiting online payment (past time: none). */
    checkCap: (userId: number, field = "payment"): void => {
      if (awaiting.get(userId, nowSeconds())! < MAX_UNPAID_ORDERS) return;
      throw HttpError.of(
        409,
        `Не больше ${MAX_UNPAID_ORDERS} заказов могут ждать оплаты онлайн одновременно. ` +
          "Оплатите один из них в «Моих заказах» или выберите оплату при получении",
        { code: "unpaid_orders_limit", field },
      );
    },

    cancel: (orderId: number, reason: CancelReason, by: string): boolean => cancel(orderId, reason, by),

    /** Cancels this order when it is past its time (before a payment attempt on it is settled). */
    expireIfDue: (orderId: number, by: string): boolean =>
      dueOne.get(orderId, nowSeconds()) !== undefined && cancel(orderId, "expired", by),

    expireDue,

    /** The periodic sweep: a timer that does not keep the process alive; the returned function stops it. */
    /**
     * The periodic sweep, and one at start for what came due while the upstream was down: a batch at a time, the next
     * batch after other work while whole batches are due. Its timers keep no process alive; the returned function
     * stops it.
     */
    startSweep: (intervalMs: number): (() => void) => {
      let stopped = false;
      let next: NodeJS.Immediate | undefined;
      const sweep = () => {
        next = undefined;
        if (stopped) return;
        try {
          if (expireDue("sweep") === SWEEP_BATCH) next = setImmediate(sweep).unref();
        } catch (error) {
          log({ level: "error", msg: "unpaid order sweep failed", error: String(error) });
        }
      };
      const timer = setInterval(sweep, intervalMs).unref();
      next = setImmediate(sweep).unref();
      return () => {
        stopped = true;
        clearInterval(timer);
        if (next) clearImmediate(next);
      };
    },
  };
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>;
