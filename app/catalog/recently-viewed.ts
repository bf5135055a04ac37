import { z } from "zod";
import { COOKIE_MAX_AGE_S } from "~/domain/timing";

/**
 * The recently viewed strip's list: product ids, most recent first, in the `viewed` cookie (`52.160.92`). A plain,
 * unsigned value — product ids are nothing secret — so the browser can keep it too: a guest's page view must set no
 * cookie (it would make a public page private), so with JavaScript the browser records the view itself, and the
 * server writes the cookie only on responses that are the shopper's own anyway (see recently-viewed.server.ts).
 */
export const VIEWED_COOKIE = "viewed";

/** How many recently viewed products a shopper's strip keeps. */
export const RECENTLY_VIEWED_LIMIT = 12;

export const VIEWED_ATTRIBUTES = `Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict; Secure`;

const ViewedValue = z
  .string()
  .regex(/^\d{1,12}(?:\.\d{1,12})*$/)
  .transform((value) => value.split(".").map(Number))
  .pipe(z.array(z.number().int().positive()).max(RECENTLY_VIEWED_LIMIT));

/** The cookie's ids; a malformed value counts as none. */
export function parseViewed(value: string | undefined): number[] {
  const parsed = ViewedValue.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export const formatViewed = (ids: number[]) => ids.join(".");

/** The list with `productId` moved to the front, bounded. */
export function withViewed(ids: number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** In the browser: puts a viewed product at the front of the cookie's list. */
export function rememberViewedInBrowser(productId: number) {
  const current = document.cookie.split("; ").find((pair) => pair.startsWith(`${VIEWED_COOKIE}=`));
  const ids = withViewed(parseViewed(current?.slice(VIEWED_COOKIE.length + 1)), productId);
  document.cookie = `${VIEWED_COOKIE}=${formatViewed(ids)}; ${VIEWED_ATTRIBUTES}`;
}
