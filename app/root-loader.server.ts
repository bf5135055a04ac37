// The root route's loader (`root.tsx` re-exports it). Kept out of root.tsx so that the browser build, which stands in
// an empty module for each server module a route imports, gets one here instead of a file of its own for each of the
// server modules the pages' routes share (a request apiece on every first visit).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isbot } from "isbot";
import { tagManagerId } from "~/analytics/tag-manager.server";
import { MODAL_PARAM } from "~/components/modal";
import { config } from "~/config.server";
import { readCity, readCityConfirmed } from "~/cookies.server";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import { isDevelopmentHost } from "~/domain/images";
import { menuOf } from "~/domain/menu";
import { canonicalRedirect } from "~/domain/url";
import { listingQueryRule } from "~/catalog/listing-url";
import { URL_REDIRECT_CACHE } from "~/http/cache.server";
import { publicOrigin } from "~/http/origin.server";
import { cityPickerData } from "~/location/city-picker.server";
import { clearFlash, readFlash } from "~/toasts/flash.server";
import { getBasket, getWishlist } from "~/upstream-client/basket.server";
import { getSections } from "~/upstream-client/catalog.server";
import { mainData, secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getStoreInfo } from "~/upstream-client/content.server";
import { getLocation } from "~/upstream-client/location.server";
import { GUEST } from "~/contract/user";
import { getUser } from "~/upstream-client/user.server";
import { timeBoxed } from "~/upstream-client/time-box.server";
import { SHOPPER_STATE_BUDGET_MS } from "~/domain/timing";
import { dataWithToasts } from "~/upstream-client/respond.server";

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  // URL rules of spec §2 run on the server, so crawlers and shoppers without JavaScript get them too.
  // Listings own their whole query (one URL per listing), so `/Catalog/Odezhda?junk=1` is one 301 to its clean URL.
  const target = canonicalRedirect(url, listingQueryRule);
  if (target) throw redirect(target, { status: 301, headers: { "Cache-Control": URL_REDIRECT_CACHE } });

  const { api, toasts } = await upstreamWithToasts(args);
  const [cityCode, cityConfirmed, flash] = await Promise.all([
    readCity(request),
    readCityConfirmed(request),
    readFlash(request),
  ]);
  const [user, storeInfo, location, sections, basket, wishlist, cityPicker] = await Promise.all([
    secondary(getUser(api), GUEST),
    mainData(getStoreInfo(api)),
    mainData(getLocation(api, cityCode)),
    secondary(getSections(api), []),
    // A guest without a token has neither (nothing is asked); a shopper's come with the page unless the upstream fails.
    api.token ? timeBoxed(secondary(getBasket(api), null), SHOPPER_STATE_BUDGET_MS, null) : null,
    api.token ? timeBoxed(secondary(getWishlist(api), []), SHOPPER_STATE_BUDGET_MS, []) : ([] as number[]),
    // The location modal opened by its URL (JavaScript off) shows the list the server renders.
    url.searchParams.get(MODAL_PARAM) === "location"
      ? secondary(cityPickerData(api, url.searchParams.get(CITY_QUERY_PARAM)), null)
      : null,
  ]);

  const headers = new Headers();
  if (flash.present) headers.append("Set-Cookie", await clearFlash());
  return dataWithToasts(
    {
      origin: publicOrigin(request),
      user,
      store: storeInfo.store,
      // A guest without a token has neither; a shopper's come from the basket and wishlist loaded anyway.
      counters: { basket: basket?.totalQuantity ?? 0, wishlist: wishlist.length },
      // What the product cards need to know about this shopper: sizes already in the basket and wished products.
      basketOffers: basket?.products.map((line) => line.offerId) ?? [],
      wishlist,
      city: location.city,
      cityShops: location.stores.length,
      cityPicker,
      cityConfirmed: cityConfirmed && cityCode === location.city.code,
      menu: menuOf(sections),
      gtmId: tagManagerId(storeInfo.gtmId),
      isBot: isbot(request.headers.get("user-agent") ?? ""),
      // The Yandex Maps browser key (public by nature): the checkout's places on a map; null: lists alone.
      mapKey: config().YANDEX_MAPS_API_KEY ?? null,
      imageTestHost: isDevelopmentHost(new URL(publicOrigin(request)).host) ? (config().IMAGE_TEST_HOST ?? null) : null,
    },
    // Toasts carried across a redirect (the flash cookie) come before this request's own.
    [...flash.toasts, ...toasts.all],
    { headers },
  );
}
