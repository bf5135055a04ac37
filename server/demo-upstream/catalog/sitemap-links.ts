import type Database from "better-sqlite3";
import type { SitemapCounts, SitemapKind, SitemapLinks } from "../../../app/contract/sitemap";
import { isoDate } from "../format";
import type { SectionIndex } from "./sections";
import { suiteLink } from "./suites";

/** One page to list: its key (id, or a look's code), its section (products) and when it last changed (unix seconds). */
type Row = { id: number; code: string; section_id: number; changed_at: number };

/**
 * Per kind: the count and a slice in id order. The demo catalogue never edits a product, look or news item, so
 * "last changed" is when it was added or published.
 */
const QUERIES: Record<SitemapKind, { count: string; slice: string }> = {
  products: {
    count: "SELECT COUNT(*) FROM products",
    slice: "SELECT id, '' AS code, section_id, created_at AS changed_at FROM products ORDER BY id LIMIT ? OFFSET ?",
  },
  suites: {
    count: "SELECT COUNT(*) FROM suites",
    slice: "SELECT id, code, 0 AS section_id, created_at AS changed_at FROM suites ORDER BY id LIMIT ? OFFSET ?",
  },
  news: {
    count: "SELECT COUNT(*) FROM news",
    slice: "SELECT id, '' AS code, 0 AS section_id, published_at AS changed_at FROM news ORDER BY id LIMIT ? OFFSET ?",
  },
};

/** The pages the sitemaps list: how many of each kind, and their links in id order. */
export function createSitemapLinks(db: Database.Database, sections: SectionIndex) {
  const prepare = (kind: SitemapKind) => ({
    count: db.prepare<[], number>(QUERIES[kind].count).pluck(),
    slice: db.prepare<[number, number], Row>(QUERIES[kind].slice),
  });
  const statements = { products: prepare("products"), suites: prepare("suites"), news: prepare("news") };
  const link: Record<SitemapKind, (row: Row) => string> = {
    products: (row) => sections.productLink(row.section_id, row.id),
    suites: (row) => suiteLink(row.code),
    news: (row) => `/about/news/${row.id}/`,
  };
  const count = (kind: SitemapKind) => statements[kind].count.get() ?? 0;

  return {
    counts: (): SitemapCounts => ({ products: count("products"), suites: count("suites"), news: count("news") }),
    links: (kind: SitemapKind, offset: number, limit: number): SitemapLinks => ({
      items: statements[kind].slice
        .all(limit, offset)
        .map((row) => ({ link: link[kind](row), updatedAt: isoDate(row.changed_at) })),
      total: count(kind),
    }),
  };
}
