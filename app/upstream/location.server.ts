import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import { LocationSchema, ShopsSchema } from "~/contract/location";
import { StoreCitiesSchema } from "~/contract/order";

export const getLocation = (api: Upstream, city: string | null) =>
  api.reference("/api/location", LocationSchema, REFERENCE.location, { query: { city } });

/** The cities a word of whose name starts with `q` (from 2 characters), else every city; in menu order. */
export const searchCities = (api: Upstream, q: string) =>
  api
    .reference("/store/cities", StoreCitiesSchema, REFERENCE.cities, { query: { q }, silent: true })
    .then((r) => r.items);

/** A city's shops and the cities that have shops; an unknown city is a 404 (UpstreamError). */
export const getShops = (api: Upstream, city: string) =>
  api.reference(`/api/shops/${encodeURIComponent(city)}`, ShopsSchema, REFERENCE.shops, { silent: true });
