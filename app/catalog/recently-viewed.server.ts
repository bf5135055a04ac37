import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/config.server";
import { COOKIE_MAX_AGE_S } from "~/domain/timing";
import { getProducts } from "~/upstream/catalog.server";
import { secondary, type Upstream } from "~/upstream/client.server";
import { toSummary, type ProductSummary } from "~/upstream/schemas/product-summary";

/** How many recently viewed products a shopper's strip keeps. */
export const RECENTLY_VIEWED_LIMIT = 12;

const viewedCookie = createCookie("viewed", {
  maxAge: COOKIE_MAX_AGE_S,
  sameSite: "strict",
  secure: true,
  httpOnly: true,
  path: "/",
  secrets: [config().SESSION_SECRET],
});
const ViewedValue = z.array(z.number().int().positive()).max(RECENTLY_VIEWED_LIMIT);

/** Product ids the shopper viewed, most recent first; a malformed or tampered cookie counts as none. */
export async function readViewed(request: Request): Promise<number[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("viewed=")) return [];
  try {
    const parsed = ViewedValue.safeParse(await viewedCookie.parse(header));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The list with `productId` moved to the front, bounded. */
export function withViewed(ids: number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export const writeViewed = (ids: number[]) => viewedCookie.serialize(ids);

/** The strip's products, in viewing order, without `exclude` (the product on screen). */
export async function loadViewed(api: Upstream, ids: number[], exclude?: number): Promise<ProductSummary[]> {
  const wanted = ids.filter((id) => id !== exclude);
  if (wanted.length === 0) return [];
  const list = await secondary(getProducts(api, { ids: wanted, pageSize: wanted.length }, { silent: true }), null);
  return (list?.items ?? []).map(toSummary);
}
