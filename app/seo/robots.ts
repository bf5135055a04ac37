/**
 * robots.txt: the shopper's own pages are not for indexing; the sitemap's absolute address closes the file.
 * `/search/` is left open on purpose: its pages say `noindex, follow`, which a crawler barred from them never reads
 * (a barred URL linked from elsewhere may still be listed, bare).
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /order/",
    "Disallow: /personal/",
    "Disallow: /login/",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
