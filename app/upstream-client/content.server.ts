import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import { BannerListSchema, DEFAULT_STORE_INFO, StoreInfoSchema } from "~/contract/content";

/**
 * `GET /api/init` as every visitor sees it: the store's contacts, the offers' terms and the tag-manager id (its
 * counters are the token's and are not kept: a shopper's counters come from their basket and wishlist). Every page's
 * main data, so an answer that cannot be read gives the store with no details rather than the error page (the bad
 * answer is logged); no answer is still the error page's.
 */
export const getStoreInfo = (api: Upstream) =>
  api.reference("/api/init", StoreInfoSchema, REFERENCE.storeInfo, { fallback: DEFAULT_STORE_INFO });

export const getBanners = (api: Upstream, place: string) =>
  api
    .reference("/api/content/banners", BannerListSchema, REFERENCE.banners, { query: { place }, silent: true })
    .then((r) => r.items);
