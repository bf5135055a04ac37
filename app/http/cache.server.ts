import { hasPersonalCookies } from "~/cookies.server";

export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE = "private, no-store";

/**
 * The CDN contract (DESIGN.md): only responses that depend on no cookie may be shared;
 * anything that sets a cookie, or that a cookie could have changed, is private.
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (headers.has("Set-Cookie") || hasPersonalCookies(request) || request.method !== "GET") {
    headers.set("Cache-Control", PRIVATE);
    return;
  }
  if (headers.has("Cache-Control")) return;
  headers.set("Cache-Control", status === 200 || status === 404 ? PUBLIC_PAGE : "no-store");
}
