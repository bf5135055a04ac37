import type Database from "better-sqlite3";
import { nowSeconds } from "../format";
import type { Owner } from "../http/sessions";
import type { CatalogRefs } from "./catalog-refs";
import { ownedStatement } from "./owned";

/** Back-in-stock subscriptions and preorders, kept per owner (they move to the user on login). */
export function createProductRequestStore(db: Database.Database, refs: CatalogRefs) {
  // One subscription per owner, offer and e-mail: subscribing again changes nothing.
  const subscribe = ownedStatement<[number, number, number, string, number]>(
    db,
    "INSERT OR IGNORE INTO stock_subscriptions ({owner}, product_id, offer_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const preorder = ownedStatement<[number, number, number, string, string, string, number]>(
    db,
    "INSERT INTO preorders ({owner}, product_id, offer_id, name, phone, email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );

  return {
    subscribe: (owner: Owner, productId: number, request: { offer: number; email: string }): void => {
      const offer = refs.requireOffer(productId, request.offer);
      subscribe(owner).run(owner.id, productId, offer.id, request.email, nowSeconds());
    },
    preorder: (
      owner: Owner,
      productId: number,
      request: { offer: number; name: string; phone: string; email: string },
    ): void => {
      const offer = refs.requireOffer(productId, request.offer);
      preorder(owner).run(owner.id, productId, offer.id, request.name, request.phone, request.email, nowSeconds());
    },
  };
}

export type ProductRequestStore = ReturnType<typeof createProductRequestStore>;
