import { COOKIE_MAX_AGE_S } from "~/domain/timing";

/**
 * The recently viewed strip's list: product ids, most recent first, in the `viewed` cookie (`52.160.92`). A plain,
 * unsigned value — product ids are nothing secret — so the browser can keep it too: a guest's page view must set no
 * cookie (it would make a public page private), so with JavaScript the browser records the view itself; without it
 * the product page's `<noscript>` image asks the view beacon (`viewBeaconPath`), a private answer of its own; and
 * the server writes the cookie only on responses that are the shopper's own anyway (see recently-viewed.server.ts).
 */
export const VIEWED_COOKIE = "viewed";

/** The view beacon of a product (`app/routes/viewed.$id.ts`): its image, loaded only without JavaScript, records the view. */
export const viewBeaconPath = (productId: number) => `/viewed/${productId}/`;

/** How many recently viewed products a shopper's strip keeps. */
export const RECENTLY_VIEWED_LIMIT = 12;

export const VIEWED_ATTRIBUTES = `Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict; Secure`;

export const formatViewed = (ids: number[]) => ids.join(".");

/** The list with `productId` moved to the front, bounded. */
export function withViewed(ids: number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * In the browser: puts a viewed product at the front of the cookie's list. The browser reads back only what it wrote
 * (ids it keeps are numbers; anything else is dropped); the server validates the cookie with zod
 * (recently-viewed.server.ts) — zod itself stays out of the product page's scripts.
 */
export function rememberViewedInBrowser(productId: number) {
  const current = document.cookie.split("; ").find((pair) => pair.startsWith(`${VIEWED_COOKIE}=`));
  const kept = (current?.slice(VIEWED_COOKIE.length + 1).split(".") ?? [])
    .filter((id) => /^\d{1,12}$/.test(id))
    .map(Number);
  const ids = withViewed(kept, productId);
  document.cookie = `${VIEWED_COOKIE}=${formatViewed(ids)}; ${VIEWED_ATTRIBUTES}`;
}
