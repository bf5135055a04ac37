import type Database from "better-sqlite3";
import { WAREHOUSE, type StockCity } from "./city-sizes";
import { FACET_SIZES } from "./sizes";

/**
 * The size facet of a section without list filters, per city, kept up to date (a section's few dozen counts instead of
 * a pass over its products). Cities without pickup shops can buy only the warehouse's sizes (or nothing without
 * delivery), so they share the WAREHOUSE key; each city with pickup shops has its own (its shops' sizes, plus the
 * warehouse's when it delivers there).
 */

/** A facet key and what its shoppers can buy: the warehouse's sizes (`delivery`) and those of `shopsOf` city's shops. */
type FacetCity = { key: number; delivery: boolean; shopsOf: number | null };

/** Where the warehouse delivers: courier or pickup points (the rule GET /api/location tells the storefront). */
export const CITY_DELIVERS = "(has_courier = 1 OR EXISTS (SELECT 1 FROM pickup_points p WHERE p.city_id = cities.id))";

function facetCities(db: Database.Database): FacetCity[] {
  const shopCities = db
    .prepare<[], { id: number; delivery: number }>(
      `SELECT id, ${CITY_DELIVERS} AS delivery FROM cities
       WHERE EXISTS (SELECT 1 FROM stores s WHERE s.city_id = cities.id AND s.is_pickup = 1) ORDER BY id`,
    )
    .all();
  return [
    { key: WAREHOUSE, delivery: true, shopsOf: null },
    ...shopCities.map((city) => ({ key: city.id, delivery: city.delivery === 1, shopsOf: city.id })),
  ];
}

/** The mask each facet key can buy, from a product's `product_city_sizes` rows. */
function masksByKey(cities: FacetCity[], rows: { city_id: number; size_mask: number }[]): Map<number, number> {
  const byCity = new Map(rows.map((row) => [row.city_id, row.size_mask]));
  const warehouse = byCity.get(WAREHOUSE) ?? 0;
  return new Map(
    cities.map((city) => [
      city.key,
      (city.delivery ? warehouse : 0) | (city.shopsOf === null ? 0 : (byCity.get(city.shopsOf) ?? 0)),
    ]),
  );
}

const UPSERT = `INSERT INTO section_city_sizes (section_id, discount_only, city_key, size_bit, product_count)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (section_id, discount_only, city_key, size_bit) DO UPDATE SET product_count = product_count + excluded.product_count`;

/** Adds `delta` for each size of `mask` to the product's sections (the discounted-only rows too when discounted). */
function counter(db: Database.Database) {
  const upsert = db.prepare<[number, number, number, number, number]>(UPSERT);
  return (sections: { section_id: number; discounted: number }[], key: number, mask: number, delta: number) => {
    for (let bit = 0; bit < FACET_SIZES.length; bit++) {
      if ((mask & (1 << bit)) === 0) continue;
      for (const section of sections) {
        upsert.run(section.section_id, 0, key, bit, delta);
        if (section.discounted) upsert.run(section.section_id, 1, key, bit, delta);
      }
    }
  };
}

/** Counts every section's sizes per facet key from the seeded `product_city_sizes` (after fillCitySizes). */
export function fillSectionCitySizes(db: Database.Database): void {
  const cities = facetCities(db);
  const count = new Map<string, number>();
  const sectionsOf = new Map<number, { section_id: number; discounted: number }[]>();
  for (const row of db
    .prepare<[], { product_id: number; section_id: number; discounted: number }>(
      "SELECT product_id, section_id, discount_percent > 0 AS discounted FROM product_sections",
    )
    .iterate()) {
    const list = sectionsOf.get(row.product_id) ?? [];
    list.push(row);
    sectionsOf.set(row.product_id, list);
  }
  const rowsOf = new Map<number, { city_id: number; size_mask: number }[]>();
  for (const row of db
    .prepare<[], { product_id: number; city_id: number; size_mask: number }>(
      "SELECT product_id, city_id, size_mask FROM product_city_sizes",
    )
    .iterate()) {
    const list = rowsOf.get(row.product_id) ?? [];
    list.push(row);
    rowsOf.set(row.product_id, list);
  }
  for (const [productId, rows] of rowsOf) {
    for (const [key, mask] of masksByKey(cities, rows)) {
      for (let bit = 0; bit < FACET_SIZES.length; bit++) {
        if ((mask & (1 << bit)) === 0) continue;
        for (const section of sectionsOf.get(productId) ?? []) {
          for (const discountOnly of section.discounted ? [0, 1] : [0]) {
            const id = `${section.section_id} ${discountOnly} ${key} ${bit}`;
            count.set(id, (count.get(id) ?? 0) + 1);
          }
        }
      }
    }
  }
  const insert = db.prepare<number[]>(UPSERT);
  for (const [id, n] of count) insert.run(...id.split(" ").map(Number), n);
}

/** Moves a product's counts from its old sizes by city to its new ones (stock-changed.ts). */
export function createSectionCitySizesUpdate(db: Database.Database) {
  const cities = facetCities(db);
  const add = counter(db);
  const sections = db.prepare<[number], { section_id: number; discounted: number }>(
    "SELECT section_id, discount_percent > 0 AS discounted FROM product_sections WHERE product_id = ?",
  );
  return (
    productId: number,
    before: { city_id: number; size_mask: number }[],
    after: { city_id: number; size_mask: number }[],
  ): void => {
    const [old, now] = [masksByKey(cities, before), masksByKey(cities, after)];
    const closure = sections.all(productId);
    for (const city of cities) {
      const [was, is] = [old.get(city.key)!, now.get(city.key)!];
      add(closure, city.key, was & ~is, -1);
      add(closure, city.key, is & ~was, 1);
    }
  };
}

/** The facet key of a shopper's city: its own with pickup shops, else the warehouse's when it delivers; null: none. */
export function createFacetKey(db: Database.Database): (city: StockCity) => number | null {
  const withShops = new Set(facetCities(db).flatMap((city) => (city.shopsOf === null ? [] : [city.shopsOf])));
  return (city) => (withShops.has(city.id) ? city.id : city.delivery ? WAREHOUSE : null);
}
