import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { hrefWithoutTracking } from "~/domain/tracking";

/**
 * `ETag` / `304 Not Modified` for pages and their data. The tag is weak and made of what a response shows — never of
 * its bytes, which carry a script nonce per response — so a shopper's browser (or the CDN) revalidating an unchanged
 * page gets a 304 without the page being rendered again.
 */
export function weakEtag(...parts: string[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return `W/"${hash.digest("base64url")}"`;
}

/** The request's If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2), or `*`. */
export function ifNoneMatch(request: Request, etag: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * A 304 with the headers a cache must update, and nothing that belongs to the stored page itself (a new content
 * security policy with this response's nonce would not match the scripts of the page the browser keeps).
 */
export function notModified(etag: string, headers: Headers): Response {
  const kept = new Headers({ ETag: etag });
  for (const name of ["Cache-Control", "Vary", "Expires"]) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  for (const cookie of headers.getSetCookie()) kept.append("Set-Cookie", cookie);
  return new Response(null, { status: 304, headers: kept });
}

/**
 * The tag of a document: its loaders' data, the build, the URL (less its campaign tags) and whether a crawler or a
 * shopper asked (crawlers get the menu two levels deep and wait for all data). None while some data still streams: it
 * is not known yet.
 */
export function documentEtag(request: Request, context: EntryContext, crawler: boolean): string | null {
  const { loaderData, actionData, activeDeferreds } = context.staticHandlerContext;
  if (Object.values(activeDeferreds ?? {}).some((deferred) => !deferred.done)) return null;
  // Campaign tags change nothing in a page (domain/tracking.ts): with or without them it is one page and one tag.
  const url = new URL(request.url);
  const shown = `${url.origin}${hrefWithoutTracking(url)}`;
  const data = JSON.stringify({ loaderData, actionData });
  return weakEtag(context.manifest.version, shown, crawler ? "crawler" : "shopper", data);
}

/** The tag of a data response (`?_data=`): its JSON body is exactly what it shows. None for streamed (deferred) data. */
export async function dataEtag(response: Response): Promise<string | null> {
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return null;
  return weakEtag(await response.clone().text());
}
