import type Database from "better-sqlite3";
import { z } from "zod";
import { COUPONS } from "../account/coupons";
import { foldText } from "../catalog/search";
import streetsJson from "./data/streets.json";
import { SMALL_CITY_CODES } from "./locations";
import type { Random } from "./random";
import { DAY, SEED_NOW } from "./time";

/** Real street names per city code, 10–16 each; the demo users' addresses are among them. */
const STREETS = z.record(z.string(), z.array(z.string().min(1)).min(10)).parse(streetsJson);

/** Buildings that must exist: the demo users' addresses (GET /address finds them). */
const REQUIRED_BUILDINGS: Record<string, Record<string, string[]>> = {
  moscow: { "ул. Тверская": ["12"] },
  st_petersburg: { "Невский пр.": ["88"] },
  kazan: { "ул. Баумана": ["15"] },
};

/** '2к1' sorts after '2' and before '10': by the leading number, then the rest. */
function buildingSort(name: string): number {
  const number = Number(/^\d+/.exec(name)?.[0] ?? 0);
  return number * 100 + (name.length - String(number).length);
}

/**
 * Inserts a city's streets and 8–20 buildings on each ('1', '2к1', '10с2', '5А'); `required` buildings are among them.
 * The random draws are per street, in list order.
 */
export function insertStreets(
  db: Database.Database,
  random: Random,
  cityId: number,
  names: string[],
  required: Record<string, string[]> = {},
): void {
  const insertStreet = db.prepare("INSERT INTO streets (city_id, name, search, sort) VALUES (?, ?, ?, ?)");
  const insertBuilding = db.prepare("INSERT INTO buildings (street_id, name, sort) VALUES (?, ?, ?)");
  names.forEach((name, index) => {
    const streetId = Number(insertStreet.run(cityId, name, foldText(name), index + 1).lastInsertRowid);
    const buildings = new Set(required[name] ?? []);
    const count = random.int(8, 20);
    let number = 0;
    while (buildings.size < count) {
      number += random.int(1, 9);
      const roll = random.next();
      const suffix =
        roll < 0.7
          ? ""
          : roll < 0.8
            ? `к${random.int(1, 3)}`
            : roll < 0.9
              ? `с${random.int(1, 4)}`
              : random.pick(["А", "Б"]);
      buildings.add(`${number}${suffix}`);
      if (suffix && random.chance(0.5)) buildings.add(String(number));
    }
    for (const building of [...buildings].sort((a, b) => buildingSort(a) - buildingSort(b) || a.localeCompare(b))) {
      insertBuilding.run(streetId, building, buildingSort(building));
    }
  });
}

/** Streets of the seeded shop cities (the city directory's are seeded with it, seed/city-directory.ts). */
function seedStreets(db: Database.Database, random: Random): void {
  const cityIds = db.prepare<[], { id: number; code: string }>("SELECT id, code FROM cities ORDER BY id").all();
  for (const city of cityIds) {
    const names = STREETS[city.code];
    if (!names) throw new Error(`seed: no streets for ${city.code}`);
    insertStreets(db, random, city.id, names, REQUIRED_BUILDINGS[city.code]);
  }
}

/** The demo coupons (account/coupons.ts); USED2024 is spent already. */
function seedCoupons(db: Database.Database): void {
  const insert = db.prepare(
    "INSERT INTO coupons (code, percent, amount, min_basket, reusable, used_at) VALUES (@code, @percent, @amount, @minBasket, @reusable, @usedAt)",
  );
  for (const coupon of COUPONS) {
    insert.run({
      code: coupon.code,
      percent: coupon.percent ?? 0,
      amount: coupon.amount ?? 0,
      minBasket: coupon.minBasket ?? 0,
      reusable: Number(coupon.reusable ?? false),
      usedAt: coupon.used ? SEED_NOW - 30 * DAY : null,
    });
  }
}

/**
 * Stock for the small cities' stores: a share of the offers that already have both online and store stock (so no
 * offer changes its stock state: it had stock online and in a shop before, and still has).
 */
function seedSmallCityStock(db: Database.Database, random: Random): void {
  const stores = db
    .prepare<string[], number>(
      `SELECT s.id FROM stores s JOIN cities c ON c.id = s.city_id WHERE c.code IN (${SMALL_CITY_CODES.map(() => "?").join(", ")}) ORDER BY s.id`,
    )
    .pluck()
    .all(...SMALL_CITY_CODES);
  const candidates = db
    .prepare<[], number>(
      "SELECT id FROM offers WHERE quantity > 0 AND EXISTS (SELECT 1 FROM offer_stock WHERE offer_id = offers.id) ORDER BY id",
    )
    .pluck()
    .all();
  const insertStock = db.prepare("INSERT INTO offer_stock (offer_id, store_id, quantity) VALUES (?, ?, ?)");
  const addTotal = db.prepare("UPDATE offers SET total_quantity = total_quantity + ? WHERE id = ?");
  for (const offerId of candidates) {
    for (const storeId of stores) {
      if (!random.chance(0.25)) continue;
      const quantity = random.int(1, 3);
      insertStock.run(offerId, storeId, quantity);
      addTotal.run(quantity, offerId);
    }
  }
}

/** What the checkout needs beyond the catalogue: streets and buildings, coupons, and the small cities' shop stock. */
export function seedCheckout(db: Database.Database, random: Random): void {
  seedStreets(db, random);
  seedCoupons(db);
  seedSmallCityStock(db, random);
}
