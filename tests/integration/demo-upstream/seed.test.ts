import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "../../../app/domain/location";
import { createLoyaltyStore } from "../../../server/demo-upstream/account/loyalty";
import { openDatabase } from "../../../server/demo-upstream/db/open";
import { DIRECTORY_CITIES } from "../../../server/demo-upstream/seed/city-directory";
import { ACCRUAL_PERCENT, PURCHASES_TARGET } from "../../../server/demo-upstream/seed/loyalty-card";
import { SCHEMA_VERSION } from "../../../server/demo-upstream/db/schema";

/**
 * Every row the seed writes, hashed table by table (the full-text index aside: its pages are SQLite's own format).
 * Tests and browser tests rely on these exact rows: a change to the seed output must bump SCHEMA_VERSION.
 */
function fingerprint(db: Database.Database): string {
  const tables = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_search%' ORDER BY name",
    )
    .pluck()
    .all();
  const hash = createHash("sha256");
  for (const table of tables)
    for (const row of db.prepare(`SELECT * FROM "${table}"`).raw().iterate())
      hash.update(`${table}:${JSON.stringify(row)}\n`);
  return hash.digest("hex");
}

const SEED_FINGERPRINTS: Record<number, Record<number, string>> = {
  // 11: three looks' descriptions no longer promise shoes their sets may lack.
  11: {
    40: "59a3f2c944ee4cf3a39001d77c40015dcf1d533a5a29c59027454f2000412ca0",
    300: "f86dd2f9470bef5499f3093e69973d701bafeadbf154b22474b4a68bf438dceb",
  },
  // 12: sizes by the shopper's city: product_city_sizes and section_city_sizes replace products.size_mask and
  // section_sizes.
  12: {
    40: "50c710d74506601df6029501708fe655f2196ae2fd1261453fa7b3e0c019cd75",
    300: "9b091a68feb21017982e3cc264c2b5d17d9964ba7de34136f311c5b7d37c665d",
  },
  // 13: each city's time zone (cities.time_zone): the shops' hours and same-day pickup are in its time.
  13: {
    40: "77740264a3778f5ac047af77418cca0755583927fc448a6acb4bdb96fecb5de2",
    300: "7d25bf473d0cd47653644731da1dbbd1113cf3346caa847e214050d0a5b529b7",
  },
  // 14: certificate_wrong_codes replaces certificate_attempts; benefit_claims, server_keys (empty in the seed);
  // orders.hold_until (the seeded orders' rows gain the column).
  14: {
    40: "4d7bb4f77689b62fc1422ece8ef74627696ec6023b45c335b53f1c56a743332a",
    300: "9e215d49e548687a5879edadb246c33312a08ee74d1fc2ea72db9e1de35e701f",
  },
};

let dataDir: string;
const databases: Database.Database[] = [];
const seeded = (products: number) => {
  const db = openDatabase(join(dataDir, String(databases.length)), products, () => {});
  databases.push(db);
  return db;
};
let db: Database.Database;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "upstream-seed-"));
  db = seeded(40);
});
afterAll(() => {
  for (const open of databases) open.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("seed output", () => {
  it("is the same rows as before for this schema version", () => {
    expect(fingerprint(db)).toBe(SEED_FINGERPRINTS[SCHEMA_VERSION][40]);
    expect(fingerprint(seeded(300))).toBe(SEED_FINGERPRINTS[SCHEMA_VERSION][300]);
  });
});

describe("looks", () => {
  it("promise no footwear their set lacks", () => {
    const looks = seeded(300)
      .prepare<[], { code: string; description: string; garments: string }>(
        `SELECT s.code, s.description, group_concat(sec.garment) AS garments FROM suites s
         JOIN products p ON p.suite_id = s.id JOIN sections sec ON sec.id = p.section_id GROUP BY s.id`,
      )
      .all();
    expect(looks.length).toBeGreaterThan(10);
    for (const look of looks)
      if (/обувь|туфли|кроссовки|кеды|ботинки|сапоги|лоферы|балетки/i.test(look.description))
        expect(look.garments.split(","), look.code).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(shoes|boots)$/)]),
        );
  });
});

describe("Love Card history", () => {
  it("adds up to the balance, with accruals of the stated share of each shop purchase", () => {
    const rows = db
      .prepare<[], { user_id: number; type: string; amount: number; purchase_amount: number; order_id: number | null }>(
        "SELECT user_id, type, amount, purchase_amount, order_id FROM loyalty_transactions",
      )
      .all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.amount).toBeGreaterThan(0);
    for (const row of rows.filter((r) => r.purchase_amount > 0)) {
      expect(row.amount).toBe(Math.floor((row.purchase_amount * ACCRUAL_PERCENT) / 100));
      expect(row.purchase_amount).toBeLessThan(PURCHASES_TARGET);
    }
    const store = createLoyaltyStore(db);
    for (const userId of new Set(rows.map((row) => row.user_id))) {
      const history = store.history(userId, 1, 1000).items;
      const sum = history.reduce((total, item) => total + (item.type === "accrual" ? item.amount : -item.amount), 0);
      expect(sum).toBe(store.balance(userId));
      expect(store.balance(userId)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("sections", () => {
  const section = (id: number) =>
    db
      .prepare<
        [number],
        { parent_id: number | null; path: string; link: string; depth: number; sort: number; garment: string | null }
      >("SELECT parent_id, path, link, depth, sort, garment FROM sections WHERE id = ?")
      .get(id);

  it("builds paths, depths and sibling order from the tree", () => {
    expect(db.prepare("SELECT COUNT(*) FROM sections").pluck().get()).toBe(43);
    expect(section(57)).toEqual({
      parent_id: null,
      path: "new",
      link: "/catalog/new/",
      depth: 1,
      sort: 100,
      garment: null,
    });
    expect(section(103)).toEqual({
      parent_id: 1,
      path: "odezhda/bryuki",
      link: "/catalog/odezhda/bryuki/",
      depth: 2,
      sort: 300,
      garment: null,
    });
    expect(section(10302)).toEqual({
      parent_id: 103,
      path: "odezhda/bryuki/shirokie-bryuki",
      link: "/catalog/odezhda/bryuki/shirokie-bryuki/",
      depth: 3,
      sort: 200,
      garment: "trousers",
    });
    expect(section(105)).toMatchObject({ path: "odezhda/dzhinsy", depth: 2, sort: 500, garment: "jeans" });
  });

  it("keeps the special links of gift certificates and LOVE 2.0", () => {
    expect(section(4)).toMatchObject({ path: "certificate", link: "/certificate/digital/", sort: 600 });
    expect(section(5)).toMatchObject({ path: "love_2_0", link: "/initiatives/recycling/", sort: 700 });
  });

  it("puts products only into the leaves with a garment", () => {
    const sections = db.prepare<[], number>("SELECT DISTINCT section_id FROM products").pluck().all();
    const garments = db.prepare<[], number>("SELECT id FROM sections WHERE garment IS NOT NULL").pluck().all();
    expect(garments).toEqual(expect.arrayContaining(sections));
  });
});

describe("locations", () => {
  it("seeds the shop cities first, the default one among them, the small ones without courier", () => {
    const cities = db
      .prepare<[], { id: number; code: string; has_courier: number }>(
        "SELECT id, code, has_courier FROM cities ORDER BY sort",
      )
      .all();
    const shopCities = cities.slice(0, 14);
    expect(shopCities[0]).toEqual({ id: 1, code: DEFAULT_CITY.code, has_courier: 1 });
    expect(shopCities.filter((city) => city.has_courier === 0).map((city) => city.code)).toEqual([
      "veliky_novgorod",
      "pskov",
    ]);
    expect(db.prepare("SELECT COUNT(DISTINCT city_id) FROM stores").pluck().get()).toBe(14);
  });

  it("adds the directory's cities after the shop cities, alphabetically, each reachable by pickup points and couriers where offered", () => {
    const directory = db
      .prepare<
        [],
        { id: number; name: string; sort: number; has_courier: number; points: number; streets: number; stores: number }
      >(
        `SELECT c.id, c.name, c.sort, c.has_courier,
                (SELECT COUNT(*) FROM pickup_points p WHERE p.city_id = c.id) AS points,
                (SELECT COUNT(*) FROM streets s WHERE s.city_id = c.id) AS streets,
                (SELECT COUNT(*) FROM stores s WHERE s.city_id = c.id) AS stores
         FROM cities c WHERE c.id > 14 ORDER BY c.sort`,
      )
      .all();
    expect(directory.length).toBe(DIRECTORY_CITIES.length);
    expect(directory.length).toBeGreaterThanOrEqual(100);
    expect(directory[0]).toMatchObject({ id: 15, sort: 15 });
    const names = directory.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ru")));
    for (const city of directory) {
      expect(city.points, city.name).toBeGreaterThan(0);
      expect(city.streets, city.name).toBeGreaterThanOrEqual(city.has_courier ? 8 : 3);
      expect(city.stores, city.name).toBe(0);
    }
    expect(directory.filter((city) => city.has_courier === 1).length).toBeGreaterThanOrEqual(40);
  });

  it("puts every shop where it stands, with fitting rooms, returns and what else it offers", () => {
    const shops = db
      .prepare<[], { id: number; lat: number; lon: number; city_lat: number; city_lon: number; services: string }>(
        `SELECT s.id, s.lat, s.lon, c.lat AS city_lat, c.lon AS city_lon, (SELECT group_concat(service) FROM store_services WHERE store_id = s.id) AS services
       FROM stores s JOIN cities c ON c.id = s.city_id`,
      )
      .all();
    for (const shop of shops) {
      expect(Math.abs(shop.lat - shop.city_lat), String(shop.id)).toBeLessThan(0.3);
      expect(Math.abs(shop.lon - shop.city_lon), String(shop.id)).toBeLessThan(0.3);
      expect(shop.services.split(","), String(shop.id)).toEqual(expect.arrayContaining(["fitting", "returns"]));
    }
    // LOVE 2.0 visits (seed/loyalty-card.ts) are at shops that take clothes for recycling.
    const visits = db
      .prepare(
        "SELECT COUNT(*) FROM recycling_visits v WHERE NOT EXISTS (SELECT 1 FROM store_services WHERE store_id = v.store_id AND service = 'recycling')",
      )
      .pluck();
    expect(visits.get()).toBe(0);
  });

  it("numbers a city's shops from city id × 100, the last of several not taking online orders", () => {
    const stores = db.prepare<[number], { id: number; is_pickup: number }>(
      "SELECT id, is_pickup FROM stores WHERE city_id = ? ORDER BY id",
    );
    expect(stores.all(1)).toEqual([101, 102, 103, 104, 105, 106].map((id) => ({ id, is_pickup: id === 106 ? 0 : 1 })));
    expect(stores.all(6)).toEqual([{ id: 601, is_pickup: 1 }]);
    expect(db.prepare("SELECT COUNT(*) FROM stores").pluck().get()).toBe(29);
  });
});

describe("demo accounts", () => {
  it("seeds 14 orders per demo user with their items and money", () => {
    const orders = db
      .prepare<[], { user_id: number; status: string; n: number }>(
        "SELECT user_id, status, COUNT(*) AS n FROM orders GROUP BY user_id, status ORDER BY user_id, status",
      )
      .all();
    for (const userId of [1, 2]) {
      expect(
        Object.fromEntries(orders.filter((row) => row.user_id === userId).map((row) => [row.status, row.n])),
      ).toEqual({
        cancelled: 2,
        delivering: 2,
        done: 5,
        new: 2,
        processing: 2,
        ready: 1,
      });
    }
    const mismatched = db
      .prepare(
        "SELECT COUNT(*) FROM orders o WHERE basket_amount <> (SELECT SUM(sum) FROM order_items WHERE order_id = o.id) OR total <> basket_amount + delivery_price - coupon_amount - bonus_amount - certificate_amount",
      )
      .pluck()
      .get();
    expect(mismatched).toBe(0);
  });

  it("pays with certificates what user 1's certificates lost, and only user 1 has a card", () => {
    const spent = db
      .prepare("SELECT -SUM(amount) FROM certificate_transactions WHERE order_id IS NOT NULL")
      .pluck()
      .get();
    expect(db.prepare("SELECT SUM(certificate_amount) FROM orders").pluck().get()).toBe(spent);
    expect(db.prepare("SELECT user_id FROM loyalty_cards").pluck().all()).toEqual([1]);
    expect(db.prepare("SELECT COUNT(*) FROM certificates WHERE user_id IS NULL").pluck().get()).toBe(10);
    expect(db.prepare("SELECT COUNT(*) FROM certificates WHERE user_id = 1").pluck().get()).toBe(4);
  });

  it("gives each demo user five notices", () => {
    expect(db.prepare("SELECT user_id, COUNT(*) FROM notices GROUP BY user_id").raw().all()).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });
});
