import { z } from "zod";

/** What the sitemap lists page by page: products, looks and news items. */
export const SITEMAP_KINDS = ["products", "suites", "news"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** GET /api/sitemap — how many pages of each kind there are. */
export const SitemapCountsSchema = z.object({
  products: z.number().int().nonnegative(),
  suites: z.number().int().nonnegative(),
  news: z.number().int().nonnegative(),
});
export type SitemapCounts = z.infer<typeof SitemapCountsSchema>;

export const SitemapLinkSchema = z.object({
  /** The storefront path: `/catalog/odezhda/platya/137/`, `/suite/{code}/`, `/about/news/{id}/`. */
  link: z.string().startsWith("/"),
  /** When the page last changed, ISO 8601. */
  updatedAt: z.string(),
});
export type SitemapLink = z.infer<typeof SitemapLinkSchema>;

/** GET /api/sitemap/{kind}?offset=&limit= — a slice of the kind's links in a stable order. */
export const SitemapLinksSchema = z.object({
  items: z.array(SitemapLinkSchema),
  total: z.number().int().nonnegative(),
});
export type SitemapLinks = z.infer<typeof SitemapLinksSchema>;
