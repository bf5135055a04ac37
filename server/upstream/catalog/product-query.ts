import type Database from "better-sqlite3";
import type { SectionRecord } from "./sections";

export const PRODUCT_SORTS = ["popular", "new", "price_asc", "price_desc", "discount"] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

type ProductFilters = { sizes: string[]; colors: string[]; priceMin?: number; priceMax?: number };
export type ProductPageQuery = ProductFilters & { page: number; pageSize: number; sort: ProductSort };

/** Each order matches one of the product_sections indexes, so a page is a bounded index range scan. */
const ORDER_BY: Record<ProductSort, string> = {
  popular: "ps.popularity DESC, ps.product_id",
  new: "ps.created_at DESC, ps.product_id",
  price_asc: "ps.price, ps.product_id",
  price_desc: "ps.price DESC, ps.product_id DESC",
  discount: "ps.discount_percent DESC, ps.popularity DESC, ps.product_id",
};

/** The WHERE clause and its parameters; only fixed SQL fragments are concatenated, values are bound. */
function whereClause(sectionId: number, filters: ProductFilters): { sql: string; params: (string | number)[] } {
  const conditions = ["ps.section_id = ?"];
  const params: (string | number)[] = [sectionId];
  if (filters.priceMin !== undefined) {
    conditions.push("ps.price >= ?");
    params.push(filters.priceMin);
  }
  if (filters.priceMax !== undefined) {
    conditions.push("ps.price <= ?");
    params.push(filters.priceMax);
  }
  if (filters.colors.length) {
    conditions.push("ps.color_hex IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filters.colors));
  }
  if (filters.sizes.length) {
    conditions.push(
      `EXISTS (SELECT 1 FROM offers o WHERE o.product_id = ps.product_id
                 AND o.size IN (SELECT value FROM json_each(?)) AND o.total_quantity > 0)`,
    );
    params.push(JSON.stringify(filters.sizes));
  }
  return { sql: conditions.join(" AND "), params };
}

const hasFilters = (filters: ProductFilters) =>
  filters.sizes.length > 0 || filters.colors.length > 0 || filters.priceMin !== undefined || filters.priceMax !== undefined;

/** Filtered totals are a scan of the section's rows, so recent ones are kept for a minute. */
const COUNT_CACHE_SIZE = 500;
const COUNT_CACHE_TTL_MS = 60_000;

/** Finds a page of product ids of a section (descendants included) and the total count. */
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
  const filteredCount = (sql: string, params: (string | number)[]): number => {
    const key = `${sql}\n${JSON.stringify(params)}`;
    const cached = counts.get(key);
    const now = Date.now();
    counts.delete(key);
    if (cached && cached.expires > now) {
      counts.set(key, cached);
      return cached.total;
    }
    const total = prepared(`SELECT COUNT(*) FROM product_sections ps WHERE ${sql}`).get(...params) as number;
    counts.set(key, { total, expires: now + COUNT_CACHE_TTL_MS });
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    return total;
  };

  return (section: SectionRecord, query: ProductPageQuery): { ids: number[]; total: number } => {
    const where = whereClause(section.id, query);
    const ids = prepared(
      `SELECT ps.product_id FROM product_sections ps WHERE ${where.sql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`,
    ).all(...where.params, query.pageSize, (query.page - 1) * query.pageSize) as number[];
    // Without filters the count was computed at seed time.
    const total = hasFilters(query) ? filteredCount(where.sql, where.params) : section.productCount;
    return { ids, total };
  };
}
