import type { Upstream } from "./client.server";
import { BannerListSchema, InitSchema } from "./schemas/content";

export const getInit = (api: Upstream) => api.get("/api/init", InitSchema);

export const getBanners = (api: Upstream, place: string) =>
  api.get("/api/content/banners", BannerListSchema, { query: { place }, silent: true }).then((r) => r.items);
