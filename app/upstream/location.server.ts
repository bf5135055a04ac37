import type { Upstream } from "./client.server";
import { LocationSchema, ShopsSchema } from "./schemas/location";
import { StoreCitiesSchema } from "./schemas/order";

export const getLocation = (api: Upstream, city: string | null) =>
  api.get("/api/location", LocationSchema, { query: { city } });

/** The cities a word of whose name starts with `q` (from 2 characters), else every city; in menu order. */
export const searchCities = (api: Upstream, q: string) => api.get("/store/cities", StoreCitiesSchema, { query: { q }, silent: true }).then((r) => r.items);

/** A city's shops and the cities that have shops; an unknown city is a 404 (UpstreamError). */
export const getShops = (api: Upstream, city: string) => api.get(`/api/shops/${encodeURIComponent(city)}`, ShopsSchema, { silent: true });
