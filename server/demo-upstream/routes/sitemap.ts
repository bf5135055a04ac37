import { Router } from "express";
import { z } from "zod";
import { SITEMAP_KINDS, type SitemapCounts, type SitemapKind, type SitemapLinks } from "../../../app/contract/sitemap";
import { createSitemapLinks } from "../catalog/sitemap-links";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";

/** Most links one call may ask for. */
export const MAX_SITEMAP_LIMIT = 5000;

const LinksQuerySchema = z.object({ offset: queryInt(0, 100_000_000, 0), limit: queryInt(1, MAX_SITEMAP_LIMIT, 1000) });

/** GET /api/sitemap (how many of each kind) and /api/sitemap/{kind}?offset=&limit= (their links, paged). */
export function sitemapRoutes({ db, sections }: UpstreamContext): Router {
  const sitemap = createSitemapLinks(db, sections);

  return (
    Router()
      .get("/api/sitemap", (_req, res) => {
        const data: SitemapCounts = sitemap.counts();
        sendData(res, data);
      })
      // Another kind is no route at all (404).
      .get(`/api/sitemap/:kind(${SITEMAP_KINDS.join("|")})`, (req, res) => {
        const { offset, limit } = parseInput(LinksQuerySchema, req.query);
        const data: SitemapLinks = sitemap.links(req.params.kind as SitemapKind, offset, limit);
        sendData(res, data);
      })
  );
}
