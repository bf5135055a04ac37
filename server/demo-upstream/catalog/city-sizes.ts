import type Database from "better-sqlite3";
import { FACET_SIZES } from "./sizes";

/**
 * The sizes a shopper of a city can buy (spec §3 "Offer" canBuy, as app/domain/offers.ts tells it for a card and the
 * product page): warehouse stock when the warehouse delivers to the city, and the stock of the city's shops that take
 * online orders. Kept per product in `product_city_sizes` as bits of FACET_SIZES: city_id WAREHOUSE holds the
 * warehouse's sizes, any other city_id the sizes of that city's pickup shops (a row only where some size is stocked).
 * Sizes sold only in a shop that takes no online orders cannot be bought by this shopper, so they do not count.
 */
export const WAREHOUSE = 0;

/** The shopper's city, for what they can buy: its id, and whether the warehouse delivers there. */
export type StockCity = { id: number; delivery: boolean };

type Where = { sql: string; params: (string | number)[] };

/** The two `product_city_sizes` keys whose stock a shopper of the city can buy (-1 matches no row). */
const stockKeys = (city: StockCity): number[] => [city.delivery ? WAREHOUSE : -1, city.id];

/** The product can be bought by a shopper of the city: some size of it is stocked where the city can buy from. */
export function canBuyInCity(productId: string, city: StockCity): Where {
  return {
    sql: `EXISTS (SELECT 1 FROM product_city_sizes cs WHERE cs.product_id = ${productId} AND cs.city_id IN (?, ?))`,
    params: stockKeys(city),
  };
}

/** The product has one of the sizes of `mask` for the shopper of the city. */
export function hasSizesInCity(productId: string, city: StockCity, mask: number): Where {
  return {
    sql: `EXISTS (SELECT 1 FROM product_city_sizes cs WHERE cs.product_id = ${productId} AND cs.city_id IN (?, ?)
                    AND (cs.size_mask & ?) <> 0)`,
    params: [...stockKeys(city), mask],
  };
}

/** The product's sizes for the shopper of the city, as a mask (two primary-key lookups). */
export function citySizeMask(productId: string, city: StockCity): Where {
  const lookup = `COALESCE((SELECT cs.size_mask FROM product_city_sizes cs WHERE cs.product_id = ${productId} AND cs.city_id = ?), 0)`;
  return { sql: `(${lookup} | ${lookup})`, params: stockKeys(city) };
}

/** Each stocked (product, stock key) with its sizes' mask; SUM of distinct powers of two is their OR. */
const stockedSizes = (scope: string) => `
  WITH bits AS (SELECT value AS size, key AS bit FROM json_each(@sizes)),
  stocked AS (
    SELECT o.product_id, ${WAREHOUSE} AS city_id, o.size FROM offers o WHERE o.quantity > 0 AND ${scope}
    UNION ALL
    SELECT o.product_id, s.city_id, o.size
    FROM offers o JOIN offer_stock st ON st.offer_id = o.id JOIN stores s ON s.id = st.store_id
    WHERE st.quantity > 0 AND s.is_pickup = 1 AND ${scope})
  SELECT product_id, city_id, SUM(DISTINCT 1 << bit) FROM stocked JOIN bits USING (size) GROUP BY product_id, city_id`;

const SIZES = JSON.stringify(FACET_SIZES);

/** Fills `product_city_sizes` from the seeded stock, in one pass. */
export function fillCitySizes(db: Database.Database): void {
  db.prepare(`INSERT INTO product_city_sizes (product_id, city_id, size_mask) ${stockedSizes("1")}`).run({
    sizes: SIZES,
  });
}

export type CitySizesRow = { city_id: number; size_mask: number };

/** Reads and recomputes one product's `product_city_sizes` rows from its stock. */
export function createProductCitySizes(db: Database.Database) {
  const read = db.prepare<[number], CitySizesRow>(
    "SELECT city_id, size_mask FROM product_city_sizes WHERE product_id = ? ORDER BY city_id",
  );
  const clear = db.prepare<[number]>("DELETE FROM product_city_sizes WHERE product_id = ?");
  const fill = db.prepare<{ sizes: string; product: number }>(
    `INSERT INTO product_city_sizes (product_id, city_id, size_mask) ${stockedSizes("o.product_id = @product")}`,
  );
  return {
    read: (product: number): CitySizesRow[] => read.all(product),
    recompute: (product: number): void => {
      clear.run(product);
      fill.run({ sizes: SIZES, product });
    },
  };
}
