/** What each LOVE STORE shop offers besides taking online orders for pickup (`stores.is_pickup`). */
export const SHOP_TABLES = `
CREATE TABLE store_services (
  store_id INTEGER NOT NULL REFERENCES stores(id),
  service  TEXT NOT NULL, -- a code of server/demo-upstream/shops/services.ts: fitting, returns, love_card…
  PRIMARY KEY (store_id, service)
) WITHOUT ROWID;
`;

export const SHOP_INDEXES = "";
