import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { INDEXES_SQL, SCHEMA_SQL } from "../../../server/demo-upstream/db/schema";
import { ownedIndexes, ownedTable } from "../../../server/demo-upstream/db/schema/owned";

const OWNED_TABLES = [
  "basket_items",
  "wishlist_items",
  "stock_subscriptions",
  "preorders",
  "order_drafts",
  "basket_certificates",
];

function schemaDb(): Database.Database {
  const db = new Database(":memory:");
  db.exec(SCHEMA_SQL);
  db.exec(INDEXES_SQL);
  return db;
}

describe("owned tables", () => {
  it("put the id and the owner columns first and the one-owner check last", () => {
    const sql = ownedTable("things", "\n  thing_id INTEGER NOT NULL,\n  created_at INTEGER NOT NULL,\n");
    expect(
      sql
        .trim()
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual([
      "CREATE TABLE things (",
      "id         INTEGER PRIMARY KEY,",
      "user_id    INTEGER REFERENCES users(id),",
      "guest_id   INTEGER REFERENCES guest_sessions(id),",
      "thing_id INTEGER NOT NULL,",
      "created_at INTEGER NOT NULL,",
      "CHECK ((user_id IS NULL) <> (guest_id IS NULL))",
      ");",
    ]);
  });

  it("index each owner column", () => {
    expect(ownedIndexes("things", ["thing_id"], { unique: true }).split("\n")).toEqual([
      "CREATE UNIQUE INDEX things_user ON things(user_id, thing_id) WHERE user_id IS NOT NULL;",
      "CREATE UNIQUE INDEX things_guest ON things(guest_id, thing_id) WHERE guest_id IS NOT NULL;",
    ]);
    expect(ownedIndexes("things", [], { unique: false })).toContain(
      "CREATE INDEX things_user ON things(user_id) WHERE user_id IS NOT NULL;",
    );
  });

  it("are the basket, wishlist, size requests, preorders and checkout drafts", () => {
    const db = schemaDb();
    const sql = db.prepare<[string], string>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
    for (const table of OWNED_TABLES)
      expect(sql.get(table), table).toContain("CHECK ((user_id IS NULL) <> (guest_id IS NULL))");
    db.close();
  });
});

describe("schema", () => {
  it("creates every area's tables and indexes", () => {
    const db = schemaDb();
    const names = (type: string) =>
      db
        .prepare<[string], string>("SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all(type);
    expect(names("table")).toEqual(
      expect.arrayContaining([
        "sections",
        "products",
        "offers",
        "offer_stock",
        "product_search",
        "product_city_sizes",
        "section_city_sizes",
        "section_colors",
        "cities",
        "streets",
        "buildings",
        "stores",
        "pickup_points",
        "delivery_intervals",
        "banners",
        "news",
        "vacancies",
        "users",
        "notices",
        "guest_sessions",
        "tokens",
        "auth_codes",
        "addresses",
        ...OWNED_TABLES,
        "orders",
        "order_items",
        "coupons",
        "payments",
        "loyalty_cards",
        "loyalty_transactions",
        "certificates",
        "certificate_transactions",
        "certificate_wrong_codes",
        "benefit_claims",
        "server_keys",
        "recycling_visits",
        "pages",
        "news_pictures",
        "franchise_formats",
        "franchise_applications",
        "vacancy_responses",
        "certificate_designs",
        "order_certificates",
      ]),
    );
    expect(names("index")).toEqual(
      expect.arrayContaining(OWNED_TABLES.flatMap((table) => [`${table}_user`, `${table}_guest`])),
    );
    expect(names("index")).toHaveLength(50);
    db.close();
  });

  it("refuses a basket line with no owner or with both, and keeps one per owner and offer", () => {
    const db = schemaDb();
    db.pragma("foreign_keys = OFF");
    const insert = db.prepare(
      "INSERT INTO basket_items (user_id, guest_id, offer_id, quantity, created_at) VALUES (?, ?, 5, 1, 0)",
    );
    expect(() => insert.run(null, null)).toThrow(/CHECK constraint/);
    expect(() => insert.run(1, 1)).toThrow(/CHECK constraint/);
    insert.run(1, null);
    insert.run(null, 1);
    expect(() => insert.run(1, null)).toThrow(/UNIQUE/);
    db.close();
  });
});
