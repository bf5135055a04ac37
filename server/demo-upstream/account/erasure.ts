import type Database from "better-sqlite3";
import type { BenefitClaims } from "./benefit-claims";
import type { UnpaidOrders } from "./unpaid-orders";
import type { UserStore } from "./users";

/**
 * Deleting an account (DELETE /api/user), in one transaction: its open unpaid orders (new, or awaiting online payment)
 * are cancelled and give back their stock, bonuses, certificate amounts and coupon — nobody could pay for or receive
 * them once the customer's fields are blanked; a Love Card's phone and number are remembered as having had the welcome
 * bonuses (cards registered before the claims existed too); then the personal data goes (users.ts).
 */
export function createAccountErasure(
  db: Database.Database,
  { users, unpaid, claims }: { users: UserStore; unpaid: Pick<UnpaidOrders, "cancel">; claims: BenefitClaims },
) {
  const openUnpaid = db
    .prepare<[number], number>(
      `SELECT id FROM orders WHERE user_id = ? AND is_payed = 0 AND status <> 'cancelled'
         AND (status = 'new' OR pay_by IS NOT NULL) ORDER BY id`,
    )
    .pluck();
  const card = db.prepare<[number], { phone: string; number: string }>(
    "SELECT u.phone, c.number FROM loyalty_cards c JOIN users u ON u.id = c.user_id WHERE c.user_id = ?",
  );

  return {
    /** Cancels the user's open unpaid orders, keeps the welcome bonus's claim and deletes the personal data. */
    erase: db.transaction((userId: number): { cancelledOrders: number } => {
      let cancelledOrders = 0;
      for (const orderId of openUnpaid.all(userId))
        if (unpaid.cancel(orderId, "account_deleted", "account deletion")) cancelledOrders++;
      const held = card.get(userId);
      if (held) claims.claim("welcome_bonus", { phone: held.phone, card: held.number });
      users.erase(userId);
      return { cancelledOrders };
    }).immediate,
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
