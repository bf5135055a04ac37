import { ownedIndexes, ownedTable } from "./owned";

/** What a user or a guest keeps while shopping: basket lines, the wishlist, back-in-stock requests and preorders. */
export const SHOPPING_LIST_TABLES = [
  ownedTable(
    "basket_items",
    `
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  quantity   INTEGER NOT NULL,
  delayed    INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,`,
  ),
  ownedTable(
    "wishlist_items",
    `
  product_id INTEGER NOT NULL REFERENCES products(id),
  created_at INTEGER NOT NULL,`,
  ),
  // "Tell me when this size is back": one row per owner, offer and e-mail.
  ownedTable(
    "stock_subscriptions",
    `
  product_id INTEGER NOT NULL REFERENCES products(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  email      TEXT NOT NULL,                   -- trimmed, lowercase
  created_at INTEGER NOT NULL,`,
  ),
  ownedTable(
    "preorders",
    `
  product_id INTEGER NOT NULL REFERENCES products(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  name       TEXT NOT NULL,
  phone      TEXT NOT NULL,                   -- +7XXXXXXXXXX
  email      TEXT NOT NULL,
  created_at INTEGER NOT NULL,`,
  ),
].join("");

export const SHOPPING_LIST_INDEXES = `
${ownedIndexes("basket_items", ["offer_id"], { unique: true })}
${ownedIndexes("wishlist_items", ["product_id"], { unique: true })}
${ownedIndexes("stock_subscriptions", ["offer_id", "email"], { unique: true })}
${ownedIndexes("preorders", [], { unique: false })}
CREATE INDEX stock_subscriptions_user_list ON stock_subscriptions(user_id, created_at DESC) WHERE user_id IS NOT NULL;
`;
