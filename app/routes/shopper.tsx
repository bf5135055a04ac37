import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ShopperState } from "~/hooks/use-shopper";
import { getBasket, getWishlist } from "~/upstream-client/basket.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";
import { getNotices } from "~/upstream-client/user.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * `GET /shopper/`: the shopper's basket, wishlist and notices, which the browser loads again 3 s after startup
 * (spec §4), so a page restored from the browser's cache or opened beside another tab catches up. Guests
 * without a token have none of these; nothing is asked upstream for them.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = await upstreamFor(args);
  api.keepTokenCookie();
  if (!api.token) return json<ShopperState>({ basketOffers: [], wishlist: [], notices: [] }, { headers: PRIVATE });
  const [basket, wishlist, notices] = await Promise.all([
    secondary(getBasket(api), null),
    secondary(getWishlist(api), []),
    secondary(getNotices(api), []),
  ]);
  const state: ShopperState = {
    basketOffers: basket?.products.map((line) => line.offerId) ?? [],
    basketCount: basket?.totalQuantity,
    wishlist,
    notices,
  };
  // A background refresh shows no upstream error, and a refused token here may be one a login has just replaced
  // (Upstream.keepTokenCookie): the next page tells an ended session.
  return json(state, { headers: PRIVATE });
}
