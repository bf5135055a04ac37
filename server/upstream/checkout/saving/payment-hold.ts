import type Database from "better-sqlite3";
import { isOnlinePayment } from "../../account/order-vocabulary";
import type { UnpaidOrders } from "../../account/unpaid-orders";
import type { OrderPlacement } from "./place-order";

/**
 * Placing an order, with what it holds while it awaits online payment, in the placement's transaction: an order to
 * be paid online is refused (409 on `payment`) when its customer already has the most such orders, and otherwise
 * waits for its payment until the deadline (account/unpaid-orders.ts); every placed order holds the stock it took.
 */
export function withPaymentHold(db: Database.Database, unpaid: UnpaidOrders, place: OrderPlacement): OrderPlacement {
  return db.transaction((...[owner, body, computation, inputHash]: Parameters<OrderPlacement>) => {
    const awaitingPayment = isOnlinePayment(body.payment.id ?? 0) && computation.amounts.total > 0;
    if (awaitingPayment) unpaid.checkCap(owner.id);
    const saved = place(owner, body, computation, inputHash);
    unpaid.placed(saved.order.id, awaitingPayment);
    return saved;
  });
}
