import type Database from "better-sqlite3";
import { DEFAULT_CITY } from "../default-city";
import { canBuyInCity, hasSizesInCity, type StockCity } from "./city-sizes";
import { CITY_DELIVERS } from "./section-city-sizes";
import { sizeMask } from "./sizes";
import { ftsExpression } from "./search";
import type { SectionRecord } from "./sections";

export const PRODUCT_SORTS = ["popular", "new", "price_asc", "price_desc", "discount"] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ProductFilters = {
  sizes: string[];
  colors: string[];
  priceMin?: number;
  priceMax?: number;
  discount: boolean;
};
export type ProductPageQuery = ProductFilters & { page: number; pageSize: number; sort: ProductSort; city: StockCity };
export type ProductPage = { ids: number[]; total: number };

/** Where a listing reads its sort and filter keys: the closure rows of a section, or the products themselves. */
type Columns = {
  id: string;
  price: string;
  color: string;
  discount: string;
  order: Record<ProductSort, string>;
};

/** Each order matches one of the product_sections indexes, so a section page is a bounded index range scan. */
const CLOSURE: Columns = {
  id: "ps.product_id",
  price: "ps.price",
  color: "ps.color_hex",
  discount: "ps.discount_percent",
  order: {
    popular: "ps.popularity DESC, ps.product_id",
    new: "ps.created_at DESC, ps.product_id",
    price_asc: "ps.price, ps.product_id",
    price_desc: "ps.price DESC, ps.product_id DESC",
    discount: "ps.discount_percent DESC, ps.popularity DESC, ps.product_id",
  },
};

/** Search results are sorted after matching (the match set is what bounds the cost). */
const PRODUCTS: Columns = {
  id: "p.id",
  price: "p.discount_price",
  color: "p.color_hex",
  discount: "p.discount_percent",
  order: {
    popular: "p.popularity DESC, p.id",
    new: "p.created_at DESC, p.id",
    price_asc: "p.discount_price, p.id",
    price_desc: "p.discount_price DESC, p.id DESC",
    discount: "p.discount_percent DESC, p.popularity DESC, p.id",
  },
};

type Where = { sql: string; params: (string | number)[] };

/**
 * Filter conditions and their parameters; only fixed SQL fragments are concatenated, values are bound. A size counts
 * when the shopper's city can buy it (city-sizes.ts).
 */
function filterConditions(columns: Columns, filters: ProductFilters, city: StockCity): Where[] {
  const conditions: Where[] = [];
  if (filters.priceMin !== undefined) conditions.push({ sql: `${columns.price} >= ?`, params: [filters.priceMin] });
  if (filters.priceMax !== undefined) conditions.push({ sql: `${columns.price} <= ?`, params: [filters.priceMax] });
  if (filters.discount) conditions.push({ sql: `${columns.discount} > 0`, params: [] });
  if (filters.colors.length) {
    conditions.push({
      sql: `${columns.color} IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(filters.colors)],
    });
  }
  if (filters.sizes.length) conditions.push(hasSizesInCity(columns.id, city, sizeMask(filters.sizes)));
  return conditions;
}

/** The filter conditions on `products p` (facets count with them, see facets.ts). */
export const productFilterConditions = (filters: ProductFilters, city: StockCity): Where[] =>
  filterConditions(PRODUCTS, filters, city);

function joinWhere(conditions: Where[]): Where {
  return {
    sql: conditions.map((condition) => condition.sql).join(" AND ") || "1",
    params: conditions.flatMap((condition) => condition.params),
  };
}

/** Filters other than "discounted only" (whose totals are known per section). */
const hasListFilters = (filters: ProductFilters) =>
  filters.sizes.length > 0 ||
  filters.colors.length > 0 ||
  filters.priceMin !== undefined ||
  filters.priceMax !== undefined;

/** Filtered totals are a scan of the matching rows, so recent ones are kept for a minute. */
const COUNT_CACHE_SIZE = 500;
const COUNT_CACHE_TTL_MS = 60_000;

/** Finds a page of product ids — of a section (descendants included), of a search, or of a given list — and the total. */
export function createProductQuery(db: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql).pluck();
      statements.set(sql, statement);
    }
    return statement;
  };
  const counts = new Map<string, { total: number; expires: number }>();
  const cachedCount = (sql: string, params: (string | number)[]): number => {
    const key = `${sql}\n${JSON.stringify(params)}`;
    const cached = counts.get(key);
    const now = Date.now();
    counts.delete(key);
    if (cached && cached.expires > now) {
      counts.set(key, cached);
      return cached.total;
    }
    const total = prepared(sql).get(...params) as number;
    counts.set(key, { total, expires: now + COUNT_CACHE_TTL_MS });
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return total;
  };
  const offset = (query: ProductPageQuery) => (query.page - 1) * query.pageSize;
  const cityByCode = db.prepare<[string], { id: number; delivery: number }>(
    `SELECT id, ${CITY_DELIVERS} AS delivery FROM cities WHERE code = ?`,
  );

  /**
   * A page of `SELECT {id} FROM {from} WHERE {where} ORDER BY {order}`. In the default sort the products the shopper
   * can buy come first and the rest follow, each part in the sort's order: the page is read from the first part, and
   * only a page that reaches past its end reads the second. The size of the first part is counted (and kept for a
   * minute, like the filtered totals) only for a page that lies wholly past it. A section's parts stay index range
   * scans that stop at the page; a search sorts its matches, as before.
   */
  const page = (
    select: { id: string; from: string; where: Where; order: string },
    query: ProductPageQuery,
  ): number[] => {
    const run = (where: Where, limit: number, skip: number) =>
      prepared(
        `SELECT ${select.id} FROM ${select.from} WHERE ${where.sql} ORDER BY ${select.order} LIMIT ? OFFSET ?`,
      ).all(...where.params, limit, skip) as number[];
    const start = offset(query);
    if (query.sort !== "popular") return run(select.where, query.pageSize, start);
    const canBuy = canBuyInCity(select.id, query.city);
    const buyable = joinWhere([select.where, canBuy]);
    const first = run(buyable, query.pageSize, start);
    if (first.length === query.pageSize) return first;
    const buyableCount =
      first.length > 0
        ? start + first.length
        : cachedCount(`SELECT COUNT(*) FROM ${select.from} WHERE ${buyable.sql}`, buyable.params);
    const rest = joinWhere([select.where, { sql: `NOT ${canBuy.sql}`, params: canBuy.params }]);
    return [...first, ...run(rest, query.pageSize - first.length, Math.max(0, start - buyableCount))];
  };

  return {
    /** The city of a code, the default city for none or an unknown one (as GET /api/location). */
    stockCity: (code: string | undefined): StockCity => {
      const row = (code ? cityByCode.get(code.toLowerCase()) : undefined) ?? cityByCode.get(DEFAULT_CITY.code)!;
      return { id: row.id, delivery: row.delivery === 1 };
    },

    inSection: (section: SectionRecord, query: ProductPageQuery): ProductPage => {
      const where = joinWhere([
        { sql: "ps.section_id = ?", params: [section.id] },
        ...filterConditions(CLOSURE, query, query.city),
      ]);
      const ids = page({ id: CLOSURE.id, from: "product_sections ps", where, order: CLOSURE.order[query.sort] }, query);
      // Without filters (or with "discounted only") the count was computed at seed time.
      const total = hasListFilters(query)
        ? cachedCount(`SELECT COUNT(*) FROM product_sections ps WHERE ${where.sql}`, where.params)
        : query.discount
          ? section.discountCount
          : section.productCount;
      return { ids, total };
    },

    /** Products matching every search word (see search.ts), sorted (the buyable first by default) and filtered like a section. */
    search: (words: string[], query: ProductPageQuery): ProductPage => {
      if (words.length === 0) return { ids: [], total: 0 };
      const match = ftsExpression(words);
      const filters = filterConditions(PRODUCTS, query, query.city);
      const where = joinWhere([{ sql: "product_search MATCH ?", params: [match] }, ...filters]);
      const from = "product_search JOIN products p ON p.id = product_search.rowid";
      const ids = page({ id: PRODUCTS.id, from, where, order: PRODUCTS.order[query.sort] }, query);
      const total = filters.length
        ? cachedCount(`SELECT COUNT(*) FROM ${from} WHERE ${where.sql}`, where.params)
        : cachedCount("SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?", [match]);
      return { ids, total };
    },

    /** The given products in the given order (unknown ids and those the filters exclude are skipped); `sort` is ignored. */
    byIds: (requested: number[], query: ProductPageQuery): ProductPage => {
      const where = joinWhere([
        { sql: "p.id IN (SELECT value FROM json_each(?))", params: [JSON.stringify(requested)] },
        ...filterConditions(PRODUCTS, query, query.city),
      ]);
      const found = new Set(
        prepared(`SELECT p.id FROM products p WHERE ${where.sql}`).all(...where.params) as number[],
      );
      const ordered = [...new Set(requested)].filter((id) => found.has(id));
      return { ids: ordered.slice(offset(query), offset(query) + query.pageSize), total: ordered.length };
    },
  };
}

export type ProductQuery = ReturnType<typeof createProductQuery>;
