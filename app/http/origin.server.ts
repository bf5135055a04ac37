import { config } from "~/config.server";

/**
 * The shop's public origin for absolute URLs (canonical, prev/next, JSON-LD, Open Graph, sitemap, robots, payment
 * return): `PUBLIC_ORIGIN` when configured — then no request header changes it — else the request's own, as the Node
 * server sees it (forwarded headers count only from trusted proxies: server/forwarded.ts).
 */
export function publicOrigin(request: Request): string {
  return config().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
