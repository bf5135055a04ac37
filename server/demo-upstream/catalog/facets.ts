import type Database from "better-sqlite3";
import type { Filters } from "../../../app/contract/filters";
import { citySizeMask, type StockCity } from "./city-sizes";
import { createFacetKey } from "./section-city-sizes";
import { FACET_SIZES } from "./sizes";
import { productFilterConditions, type ProductFilters } from "./product-query";
import { ftsExpression } from "./search";
import type { SectionRecord } from "./sections";

const CACHE_SIZE = 200;
const CACHE_TTL_MS = 60_000;

/** Where the products of a listing come from: a section's closure rows or a search's matches. */
type Scope = { from: string; where: string; param: string | number };

const NO_FILTERS: ProductFilters = { sizes: [], colors: [], discount: false };

/** Whether any filter other than "discounted only" is on (a section has those facets precomputed). */
const hasListFilters = (filters: ProductFilters) =>
  filters.sizes.length > 0 ||
  filters.colors.length > 0 ||
  filters.priceMin !== undefined ||
  filters.priceMax !== undefined;

/**
 * Filter facets (spec: only offers in stock count for sizes — here the sizes the shopper's city can buy, as the size
 * filter means them), by the usual faceted-search rule: each facet's values are counted with every active filter
 * except that facet's own — sizes with the colour, price and discount filters, colours with the size, price and
 * discount filters, the price range without the price filter, the discount count without the discount filter. A
 * section without list filters reads what was computed at seed time (its sizes per city kept up to date as stock
 * changes, section-city-sizes.ts); the rest is aggregated over the matching products and kept for a minute.
 */
export function createFacets(db: Database.Database) {
  const facetKey = createFacetKey(db);
  const sectionSizes = db.prepare<[number, number, number], { bit: number; count: number }>(
    `SELECT size_bit AS bit, product_count AS count FROM section_city_sizes
     WHERE section_id = ? AND discount_only = ? AND city_key = ? AND product_count > 0 ORDER BY size_bit`,
  );
  const sectionColours = db.prepare<[number, number], { hex: string; name: string; count: number }>(
    `SELECT color_hex AS hex, color_name AS name, product_count AS count FROM section_colors
     WHERE section_id = ? AND discount_only = ? ORDER BY product_count DESC, color_hex`,
  );
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const cache = new Map<string, { filters: Filters; expires: number }>();

  /** Rows of `select` over the scope's products that pass `filters`. */
  const over = <T>(scope: Scope, filters: ProductFilters, city: StockCity, select: string, tail = ""): T[] => {
    const conditions = productFilterConditions(filters, city);
    const where = [scope.where, ...conditions.map((condition) => condition.sql)].join(" AND ");
    const params = [scope.param, ...conditions.flatMap((condition) => condition.params)];
    return prepared(`SELECT ${select} FROM ${scope.from} WHERE ${where} ${tail}`).all(...params) as T[];
  };

  const sizeSums = FACET_SIZES.map((_, bit) => `COALESCE(SUM((m >> ${bit}) & 1), 0) AS s${bit}`).join(", ");

  /** How many of the scope's products (passing every filter but the sizes) the city can buy in each size. */
  const sizeCounts = (scope: Scope, filters: ProductFilters, city: StockCity): Filters["sizes"] => {
    const mask = citySizeMask("p.id", city);
    const conditions = productFilterConditions({ ...filters, sizes: [] }, city);
    const where = [scope.where, ...conditions.map((condition) => condition.sql)].join(" AND ");
    const params = [...mask.params, scope.param, ...conditions.flatMap((condition) => condition.params)];
    const sums = prepared(`SELECT ${sizeSums} FROM (SELECT ${mask.sql} AS m FROM ${scope.from} WHERE ${where})`).get(
      ...params,
    ) as Record<string, number>;
    return FACET_SIZES.map((value, bit) => ({ value, count: sums[`s${bit}`] })).filter((size) => size.count > 0);
  };

  const aggregate = (scope: Scope, filters: ProductFilters, city: StockCity): Filters => {
    const colors = over<{ hex: string; name: string; count: number }>(
      scope,
      { ...filters, colors: [] },
      city,
      "p.color_hex AS hex, MIN(p.color_name) AS name, COUNT(*) AS count",
      "GROUP BY p.color_hex ORDER BY count DESC, hex",
    );
    const [price] = over<{ min: number; max: number }>(
      scope,
      { ...filters, priceMin: undefined, priceMax: undefined },
      city,
      "COALESCE(MIN(p.discount_price), 0) AS min, COALESCE(MAX(p.discount_price), 0) AS max",
    );
    const [discount] = over<{ count: number }>(scope, { ...filters, discount: true }, city, "COUNT(*) AS count");
    return {
      sizes: sizeCounts(scope, filters, city),
      colors,
      price,
      discountCount: discount.count,
    };
  };

  const cached = (key: string, compute: () => Filters): Filters => {
    const now = Date.now();
    const hit = cache.get(key);
    cache.delete(key);
    if (hit && hit.expires > now) {
      cache.set(key, hit);
      return hit.filters;
    }
    const filters = compute();
    cache.set(key, { filters, expires: now + CACHE_TTL_MS });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return filters;
  };

  return {
    ofSection: (section: SectionRecord, city: StockCity, filters: ProductFilters = NO_FILTERS): Filters => {
      const scope: Scope = {
        from: "product_sections ps JOIN products p ON p.id = ps.product_id",
        where: "ps.section_id = ?",
        param: section.id,
      };
      if (!hasListFilters(filters)) {
        const discountOnly = filters.discount ? 1 : 0;
        const key = facetKey(city);
        return {
          sizes:
            key === null
              ? []
              : sectionSizes
                  .all(section.id, discountOnly, key)
                  .map((row) => ({ value: FACET_SIZES[row.bit], count: row.count })),
          colors: sectionColours.all(section.id, discountOnly),
          price: filters.discount
            ? { min: section.discountMinPrice, max: section.discountMaxPrice }
            : { min: section.minPrice, max: section.maxPrice },
          discountCount: section.discountCount,
        };
      }
      return cached(JSON.stringify(["section", section.id, city, filters]), () => aggregate(scope, filters, city));
    },

    ofSearch: (words: string[], city: StockCity, filters: ProductFilters = NO_FILTERS): Filters => {
      if (words.length === 0) return { sizes: [], colors: [], price: { min: 0, max: 0 }, discountCount: 0 };
      const match = ftsExpression(words);
      const scope: Scope = {
        from: "product_search JOIN products p ON p.id = product_search.rowid",
        where: "product_search MATCH ?",
        param: match,
      };
      return cached(JSON.stringify(["search", match, city, filters]), () => aggregate(scope, filters, city));
    },
  };
}
