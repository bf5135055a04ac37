/** robots.txt: the shopper's own pages are not for indexing; the sitemap's absolute address closes the file. */
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
