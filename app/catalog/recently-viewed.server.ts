import { parse } from "cookie";
import { hasPersonalCookies } from "~/cookies.server";
import { getProducts } from "~/upstream-client/catalog.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import type { Upstream } from "~/upstream-client/client.server";
import { toSummary, type ProductSummary } from "~/contract/product-summary";
import { z } from "zod";
import { PRIVATE } from "~/http/cache.server";
import { formatViewed, RECENTLY_VIEWED_LIMIT, VIEWED_ATTRIBUTES, VIEWED_COOKIE, withViewed } from "./recently-viewed";

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

/** Product ids the shopper viewed, most recent first, and whether the request carried the cookie at all. */
export function readViewed(request: Request): { ids: number[]; present: boolean } {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${VIEWED_COOKIE}=`)) return { ids: [], present: false };
  const value = parse(header)[VIEWED_COOKIE];
  return { ids: parseViewed(value), present: value !== undefined };
}

export const writeViewed = (ids: number[]) => `${VIEWED_COOKIE}=${formatViewed(ids)}; ${VIEWED_ATTRIBUTES}`;

/**
 * Whether this response may record the view in a cookie: only when it is the shopper's own anyway (they hold a
 * personal cookie, or the list itself, which the page shows). A guest's plain page view sets no cookie.
 */
export const mayRecordView = (request: Request, viewed: { present: boolean }) =>
  viewed.present || hasPersonalCookies(request);

/** The strip's products, in viewing order, without `exclude` (the product on screen). */
export async function loadViewed(api: Upstream, ids: number[], exclude?: number): Promise<ProductSummary[]> {
  const wanted = ids.filter((id) => id !== exclude);
  if (wanted.length === 0) return [];
  const list = await secondary(getProducts(api, { ids: wanted, pageSize: wanted.length }, { silent: true }), null);
  return (list?.items ?? []).map(toSummary);
}

/** A transparent 1×1 GIF: what the view beacon's `<img>` shows. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The view beacon without JavaScript: the publicly cached product page stays the same for every guest, and its
 * `<noscript>` image, answered privately, puts the product at the front of the shopper's list (the browser's rule,
 * `withViewed`). Another site's image (`Sec-Fetch-Site: cross-site`) changes nothing.
 */
export function viewBeacon(request: Request, productId: number): Response {
  const headers = new Headers({ "Content-Type": "image/gif", "Cache-Control": PRIVATE, Vary: "Cookie" });
  if (request.headers.get("Sec-Fetch-Site") !== "cross-site")
    headers.set("Set-Cookie", writeViewed(withViewed(readViewed(request).ids, productId)));
  return new Response(PIXEL, { status: 200, headers });
}
