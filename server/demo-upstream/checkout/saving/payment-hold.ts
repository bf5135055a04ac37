import type Database from "better-sqlite3";
import type { UnpaidOrders } from "../../account/unpaid-orders";
import type { OrderPlacement } from "./place-order";

/**
 * Placing an order, with what it holds while it is unpaid, in the placement's transaction. An order left to pay —
 * online or on receipt alike — is refused (409) when its customer already has the most open unpaid orders, or when its
 * lines would take them past the most units of one size; otherwise it holds its stock until its deadline
 * (account/unpaid-orders.ts). An order paid in full at save (certificates, bonuses) holds its stock with no deadline.
 */
export function withPaymentHold(db: Database.Database, unpaid: UnpaidOrders, place: OrderPlacement): OrderPlacement {
  return db.transaction((...[owner, body, computation, inputHash]: Parameters<OrderPlacement>) => {
    const unpaidOrder = computation.amounts.total > 0;
    if (unpaidOrder) unpaid.checkCaps(owner.id, computation.state.basket.activeProducts);
    const saved = place(owner, body, computation, inputHash);
    unpaid.placed(saved.order.id, unpaidOrder ? (body.payment.id ?? 0) : null);
    return saved;
  });
}
