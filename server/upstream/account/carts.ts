import type Database from "better-sqlite3";
import { ownerColumn, type Owner } from "../http/sessions";

/** Basket and wishlist rows of an owner (a user or a guest session). */
export function createCartStore(db: Database.Database) {
  const counters = {
    user_id: db.prepare<{ id: number }, { basket: number; wishlist: number }>(
      `SELECT (SELECT COALESCE(SUM(quantity), 0) FROM basket_items WHERE user_id = @id AND delayed = 0) AS basket,
              (SELECT COUNT(*) FROM wishlist_items WHERE user_id = @id) AS wishlist`,
    ),
    guest_id: db.prepare<{ id: number }, { basket: number; wishlist: number }>(
      `SELECT (SELECT COALESCE(SUM(quantity), 0) FROM basket_items WHERE guest_id = @id AND delayed = 0) AS basket,
              (SELECT COUNT(*) FROM wishlist_items WHERE guest_id = @id) AS wishlist`,
    ),
  };
  // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
  const moveBasket = db.prepare(
    `INSERT INTO basket_items (user_id, offer_id, quantity, delayed, created_at)
       SELECT @userId, offer_id, quantity, delayed, created_at FROM basket_items WHERE guest_id = @guestId AND true
     ON CONFLICT (user_id, offer_id) WHERE user_id IS NOT NULL
       DO UPDATE SET quantity = basket_items.quantity + excluded.quantity`,
  );
  const moveWishlist = db.prepare(
    `INSERT INTO wishlist_items (user_id, product_id, created_at)
       SELECT @userId, product_id, created_at FROM wishlist_items WHERE guest_id = @guestId AND true
     ON CONFLICT (user_id, product_id) WHERE user_id IS NOT NULL DO NOTHING`,
  );
  const clearGuest = [
    db.prepare("DELETE FROM basket_items WHERE guest_id = ?"),
    db.prepare("DELETE FROM wishlist_items WHERE guest_id = ?"),
    db.prepare("DELETE FROM tokens WHERE guest_id = ?"),
  ];

  return {
    /** Basket quantity (delayed lines excluded) and wishlist size; zeros without an owner. */
    counters: (owner: Owner | null): { basket: number; wishlist: number } =>
      owner ? counters[ownerColumn(owner)].get({ id: owner.id })! : { basket: 0, wishlist: 0 },
    /** On login: the guest's basket (quantities added up) and wishlist move to the user, and the guest session ends. */
    mergeGuestIntoUser: db.transaction((guestId: number, userId: number) => {
      moveBasket.run({ userId, guestId });
      moveWishlist.run({ userId, guestId });
      for (const statement of clearGuest) statement.run(guestId);
    }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
