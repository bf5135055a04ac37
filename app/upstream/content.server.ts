import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import { BannerListSchema, StoreInfoSchema } from "~/contract/content";

/**
 * `GET /api/init` as every visitor sees it: the store's contacts and the tag-manager id. Asked without the shopper's
 * token, so its counters are a guest's; a shopper's counters come from their basket and wishlist.
 */
export const getStoreInfo = (api: Upstream) => api.reference("/api/init", StoreInfoSchema, REFERENCE.storeInfo);

export const getBanners = (api: Upstream, place: string) =>
  api
    .reference("/api/content/banners", BannerListSchema, REFERENCE.banners, { query: { place }, silent: true })
    .then((r) => r.items);
