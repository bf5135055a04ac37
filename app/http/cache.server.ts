import { redirect } from "@remix-run/node";
import { hasPersonalCookies } from "~/cookies.server";

/** `stale-if-error`: a day of the shared cache's copy while the store fails or sheds load (server/http/overload.ts). */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";
export const PRIVATE = "private, no-store";
/** A 301 that follows from the URL alone (spec §2 URL rules, a listing's canonical URL): the same for everyone. */
export const URL_REDIRECT_CACHE = "public, max-age=3600";

/**
 * The CDN contract (DESIGN.md): only responses that depend on no cookie may be shared;
 * anything that sets a cookie, or that a cookie could have changed, is private. A HEAD gets the headers its GET
 * would: a cache may refresh its stored copy's headers from a HEAD's (RFC 9111 §4.3.5).
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers): void {
  if (!/(^|,)\s*cookie\s*(,|$)/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Cookie");
  const reads = request.method === "GET" || request.method === "HEAD";
  if (headers.has("Set-Cookie") || hasPersonalCookies(request) || !reads) {
    headers.set("Cache-Control", PRIVATE);
    return;
  }
  if (headers.has("Cache-Control")) return;
  headers.set("Cache-Control", status === 200 || status === 404 ? PUBLIC_PAGE : "no-store");
}

/**
 * A resource route's caching. Remix passes a resource route's answer through `handleDataRequest` (and so through
 * `applyCachePolicy`) only when it is fetched with `?_data`, as fetchers do; a plain GET of its URL gets what the
 * route sets. `shared` for a request without personal cookies, private otherwise, and `Vary: Cookie` either way, so a
 * shared cache never hands one visitor's answer to another.
 */
export function resourceCacheHeaders(request: Request, shared: string): Record<string, string> {
  return { "Cache-Control": hasPersonalCookies(request) ? PRIVATE : shared, Vary: "Cookie" };
}

/**
 * A redirect that depends on who is asking (signed in or not, has a card…). Remix returns a loader's redirect on a
 * document request as is, past `applyCachePolicy`; without this a CDN that caches redirects by default would send
 * every visitor where one shopper went.
 */
export function privateRedirect(url: string, status = 302): Response {
  return redirect(url, { status, headers: { "Cache-Control": PRIVATE } });
}
