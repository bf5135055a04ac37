/**
 * The shop's public origin for absolute URLs (canonical, prev/next, JSON-LD, sitemap, robots, payment return): the
 * request's own, as the Node server sees it behind a proxy (X-Forwarded-Host). The one place to change when a
 * configured public origin arrives.
 */
export function publicOrigin(request: Request): string {
  return new URL(request.url).origin;
}
