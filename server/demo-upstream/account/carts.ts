import type Database from "better-sqlite3";
import { ownerColumn, type Owner } from "../http/sessions";

/** The counters of `/api/init`, and what a guest session hands over to the user on login. */
export function createCartStore(db: Database.Database) {
  // Active basket lines only: not delayed, and the offer still in stock; and gift certificates (as BasketSchema's totalQuantity).
  const countersSql = (column: "user_id" | "guest_id") =>
    db.prepare<{ id: number }, { basket: number; wishlist: number }>(
      `SELECT (SELECT COALESCE(SUM(b.quantity), 0) FROM basket_items b JOIN offers o ON o.id = b.offer_id
               WHERE b.${column} = @id AND b.delayed = 0 AND o.total_quantity > 0)
              + (SELECT COUNT(*) FROM basket_certificates WHERE ${column} = @id) AS basket,
              (SELECT COUNT(*) FROM wishlist_items WHERE ${column} = @id) AS wishlist`,
    );
  const counters = { user_id: countersSql("user_id"), guest_id: countersSql("guest_id") };
  // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the SELECT's join. Quantities of an offer in both
  // baskets add up, but not beyond its stock (nor below what the user already had).
  const moveBasket = db.prepare(
    `INSERT INTO basket_items (user_id, offer_id, quantity, delayed, created_at)
       SELECT @userId, offer_id, quantity, delayed, created_at FROM basket_items WHERE guest_id = @guestId AND true ORDER BY id
     ON CONFLICT (user_id, offer_id) WHERE user_id IS NOT NULL
       DO UPDATE SET quantity = MAX(basket_items.quantity, MIN(basket_items.quantity + excluded.quantity,
         (SELECT total_quantity FROM offers WHERE id = excluded.offer_id)))`,
  );
  const moveWishlist = db.prepare(
    `INSERT INTO wishlist_items (user_id, product_id, created_at)
       SELECT @userId, product_id, created_at FROM wishlist_items WHERE guest_id = @guestId AND true ORDER BY id
     ON CONFLICT (user_id, product_id) WHERE user_id IS NOT NULL DO NOTHING`,
  );
  const moveSubscriptions = db.prepare(
    `INSERT OR IGNORE INTO stock_subscriptions (user_id, product_id, offer_id, email, created_at)
       SELECT @userId, product_id, offer_id, email, created_at FROM stock_subscriptions WHERE guest_id = @guestId ORDER BY id`,
  );
  const movePreorders = db.prepare("UPDATE preorders SET user_id = @userId, guest_id = NULL WHERE guest_id = @guestId");
  const moveCertificates = db.prepare(
    "UPDATE basket_certificates SET user_id = @userId, guest_id = NULL WHERE guest_id = @guestId",
  );
  // The guest's checkout draft replaces the user's when it is newer (the shopper logged in while checking out).
  const moveDraft = db.prepare(
    `INSERT INTO order_drafts (user_id, city_code, input, lines, updated_at)
       SELECT @userId, city_code, input, lines, updated_at FROM order_drafts WHERE guest_id = @guestId AND true
     ON CONFLICT (user_id) WHERE user_id IS NOT NULL
       DO UPDATE SET city_code = excluded.city_code, input = excluded.input, lines = excluded.lines, updated_at = excluded.updated_at
       WHERE excluded.updated_at >= order_drafts.updated_at`,
  );
  const clearGuest = [
    db.prepare("DELETE FROM basket_items WHERE guest_id = ?"),
    db.prepare("DELETE FROM wishlist_items WHERE guest_id = ?"),
    db.prepare("DELETE FROM stock_subscriptions WHERE guest_id = ?"),
    db.prepare("DELETE FROM order_drafts WHERE guest_id = ?"),
    db.prepare("DELETE FROM tokens WHERE guest_id = ?"),
  ];

  return {
    /** Active basket quantity and wishlist size; zeros without an owner. */
    counters: (owner: Owner | null): { basket: number; wishlist: number } =>
      owner ? counters[ownerColumn(owner)].get({ id: owner.id })! : { basket: 0, wishlist: 0 },
    /**
     * On login: the guest's basket (quantities added up, within stock; gift certificates as they are), wishlist,
     * back-in-stock subscriptions, preorders and a newer checkout draft move to the user, and the guest session ends.
     */
    mergeGuestIntoUser: db.transaction((guestId: number, userId: number) => {
      moveBasket.run({ userId, guestId });
      moveWishlist.run({ userId, guestId });
      moveSubscriptions.run({ userId, guestId });
      movePreorders.run({ userId, guestId });
      moveCertificates.run({ userId, guestId });
      moveDraft.run({ userId, guestId });
      for (const statement of clearGuest) statement.run(guestId);
    }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
