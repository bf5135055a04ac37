import { Router } from "express";
import { z } from "zod";
import { SITEMAP_KINDS, type SitemapCounts, type SitemapKind, type SitemapLinks } from "../../../app/contract/sitemap";
import { suiteLink } from "../catalog/suites";
import type { UpstreamContext } from "../context";
import { isoDate } from "../format";
import { sendData } from "../http/envelope";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";

/** Most links one call may ask for. */
export const MAX_SITEMAP_LIMIT = 5000;

const LinksQuerySchema = z.object({ offset: queryInt(0, 100_000_000, 0), limit: queryInt(1, MAX_SITEMAP_LIMIT, 1000) });

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

/** GET /api/sitemap (how many of each kind) and /api/sitemap/{kind}?offset=&limit= (their links, paged). */
export function sitemapRoutes({ db, sections }: UpstreamContext): Router {
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

  return (
    Router()
      .get("/api/sitemap", (_req, res) => {
        const data: SitemapCounts = { products: count("products"), suites: count("suites"), news: count("news") };
        sendData(res, data);
      })
      // Another kind is no route at all (404).
      .get(`/api/sitemap/:kind(${SITEMAP_KINDS.join("|")})`, (req, res) => {
        const kind = req.params.kind as SitemapKind;
        const { offset, limit } = parseInput(LinksQuerySchema, req.query);
        const data: SitemapLinks = {
          items: statements[kind].slice
            .all(limit, offset)
            .map((row) => ({ link: link[kind](row), updatedAt: isoDate(row.changed_at) })),
          total: count(kind),
        };
        sendData(res, data);
      })
  );
}
