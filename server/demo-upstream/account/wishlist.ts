import type Database from "better-sqlite3";
import type { Wishlist } from "../../../app/contract/basket";
import { nowSeconds } from "../format";
import type { Owner } from "../http/sessions";
import type { CatalogRefs } from "./catalog-refs";
import { ownedStatement } from "./owned";

/** Wishlist of an owner: product ids, most recently added first; adding and removing are idempotent. */
export function createWishlistStore(db: Database.Database, refs: CatalogRefs) {
  const items = ownedStatement<[number], number>(
    db,
    "SELECT product_id FROM wishlist_items WHERE {owner} = ? ORDER BY created_at DESC, id DESC",
  );
  // The partial unique index (owner, product) makes a repeated add a no-op that keeps the original date.
  const insert = ownedStatement<[number, number, number]>(
    db,
    "INSERT OR IGNORE INTO wishlist_items ({owner}, product_id, created_at) VALUES (?, ?, ?)",
  );
  const remove = ownedStatement<[number, number]>(
    db,
    "DELETE FROM wishlist_items WHERE {owner} = ? AND product_id = ?",
  );

  const list = (owner: Owner): Wishlist => ({ items: items(owner).pluck().all(owner.id) as number[] });

  return {
    list,
    add: db.transaction((owner: Owner, productId: number): Wishlist => {
      refs.requireProduct(productId);
      insert(owner).run(owner.id, productId, nowSeconds());
      return list(owner);
    }),
    remove: db.transaction((owner: Owner, productId: number): Wishlist => {
      refs.requireProduct(productId);
      remove(owner).run(owner.id, productId);
      return list(owner);
    }),
  };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
