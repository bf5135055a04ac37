import type Database from "better-sqlite3";
import type { Filters } from "../../../app/upstream/schemas/filters";
import { FACET_SIZES } from "../seed/catalog-vocabulary";
import { ftsExpression } from "./search";
import type { SectionRecord } from "./sections";

const CACHE_SIZE = 200;
const CACHE_TTL_MS = 60_000;

/**
 * Filter facets (spec: only offers in stock count for sizes): a section's were computed at seed time, once over
 * every product and once over the discounted ones; a search's are aggregated over its matches and kept for a minute.
 */
export function createFacets(db: Database.Database) {
  const sectionSizes = db.prepare<[number, number], { value: string; count: number }>(
    "SELECT size AS value, product_count AS count FROM section_sizes WHERE section_id = ? AND discount_only = ? ORDER BY size_sort",
  );
  const sectionColours = db.prepare<[number, number], { hex: string; name: string; count: number }>(
    `SELECT color_hex AS hex, color_name AS name, product_count AS count FROM section_colors
     WHERE section_id = ? AND discount_only = ? ORDER BY product_count DESC, color_hex`,
  );

  // One pass over the matches for the price range, the discount count and every size (bits of size_mask), one for colours.
  const matches = `matches AS (
    SELECT p.discount_price, p.discount_percent, p.color_hex, p.color_name, p.size_mask
    FROM product_search JOIN products p ON p.id = product_search.rowid
    WHERE product_search MATCH @match AND (@discount = 0 OR p.discount_percent > 0))`;
  const sizeSums = FACET_SIZES.map((_, bit) => `COALESCE(SUM((size_mask >> ${bit}) & 1), 0) AS s${bit}`).join(", ");
  const searchSummary = db.prepare<{ match: string; discount: number }, Record<string, number>>(
    `WITH ${matches}
     SELECT COALESCE(MIN(discount_price), 0) AS min, COALESCE(MAX(discount_price), 0) AS max,
            COALESCE(SUM(discount_percent > 0), 0) AS discountCount, ${sizeSums} FROM matches`,
  );
  const searchColours = db.prepare<{ match: string; discount: number }, { hex: string; name: string; count: number }>(
    `WITH ${matches}
     SELECT color_hex AS hex, MIN(color_name) AS name, COUNT(*) AS count FROM matches GROUP BY color_hex ORDER BY count DESC, hex`,
  );
  const cache = new Map<string, { filters: Filters; expires: number }>();

  return {
    ofSection: (section: SectionRecord, discountOnly: boolean): Filters => {
      const scope = discountOnly ? 1 : 0;
      return {
        sizes: sectionSizes.all(section.id, scope),
        colors: sectionColours.all(section.id, scope),
        price: discountOnly ? { min: section.discountMinPrice, max: section.discountMaxPrice } : { min: section.minPrice, max: section.maxPrice },
        discountCount: section.discountCount,
      };
    },

    ofSearch: (words: string[], discountOnly: boolean): Filters => {
      if (words.length === 0) return { sizes: [], colors: [], price: { min: 0, max: 0 }, discountCount: 0 };
      const params = { match: ftsExpression(words), discount: discountOnly ? 1 : 0 };
      const key = JSON.stringify(params);
      const now = Date.now();
      const cached = cache.get(key);
      cache.delete(key);
      if (cached && cached.expires > now) {
        cache.set(key, cached);
        return cached.filters;
      }
      const summary = searchSummary.get(params)!;
      const filters: Filters = {
        sizes: FACET_SIZES.map((value, bit) => ({ value, count: summary[`s${bit}`] })).filter((size) => size.count > 0),
        colors: searchColours.all(params),
        price: { min: summary.min, max: summary.max },
        discountCount: summary.discountCount,
      };
      cache.set(key, { filters, expires: now + CACHE_TTL_MS });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return filters;
    },
  };
}
