// The 301s of a listing (sections, search, looks): to its one canonical URL, and from a page past the last one.
import { redirect } from "@remix-run/node";
import { listingPageUrl, listingUrlRedirect } from "~/catalog/listing-url";
import { hasPersonalCookies } from "~/cookies.server";
import { PRIVATE, PUBLIC_PAGE, URL_REDIRECT_CACHE } from "~/http/cache.server";

/**
 * 301 for a listing URL that is not canonical (`listing-url.ts`). It depends on the URL alone, so it is cached like
 * the root's URL redirects, whoever asks.
 */
export function listingRedirect(url: URL): Response | null {
  const target = listingUrlRedirect(url);
  return target ? redirect(target, { status: 301, headers: { "Cache-Control": URL_REDIRECT_CACHE } }) : null;
}

/**
 * A page past the last one is a 301 to the last page (an empty listing's is its first): a shared link to page 9 of a
 * list that shrank still shows products. The page count is data, so it is cached like the page itself — and, as the
 * list depends on the shopper's city, only for a request without the shopper's cookies.
 */
export function pastLastPageRedirect(request: Request, url: URL, page: number, pages: number): Response | null {
  if (page <= Math.max(1, pages)) return null;
  const cacheControl = hasPersonalCookies(request) ? PRIVATE : PUBLIC_PAGE;
  return redirect(listingPageUrl(url, Math.max(1, pages)), {
    status: 301,
    headers: { "Cache-Control": cacheControl, Vary: "Cookie" },
  });
}
