import type { Upstream } from "./client.server";
import { SitemapCountsSchema, SitemapLinksSchema, type SitemapKind } from "~/contract/sitemap";

/** Most links one call may ask for (the upstream's limit). */
export const SITEMAP_CHUNK = 5000;

/** `GET /api/sitemap`: how many products, looks and news items there are. */
export const getSitemapCounts = (api: Upstream) => api.get("/api/sitemap", SitemapCountsSchema, { silent: true });

/** `GET /api/sitemap/{kind}?offset=&limit=`: a slice of one kind's page links, in a stable order. */
export const getSitemapLinks = (api: Upstream, kind: SitemapKind, offset: number, limit: number) =>
  api.get(`/api/sitemap/${kind}`, SitemapLinksSchema, { query: { offset, limit }, silent: true });
