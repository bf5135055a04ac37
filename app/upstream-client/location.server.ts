import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import {
  CitySearchSchema,
  DEFAULT_LOCATION_CITY,
  locationSchemaFor,
  ShopsSchema,
  StoreCitiesSchema,
  toLocation,
  type CityItem,
} from "~/contract/location";

/**
 * `GET /api/location?city=` (spec §7: startup, answer not shown): the shopper's city (always named: the default city
 * when none is chosen, so the answer never depends on who asks — reference-cache.server.ts), the cities and the city's
 * stores, each with its fallbacks (`toLocation`). Every page's main data, so an answer that cannot be read at all gives
 * the default city (Moscow, no shops) rather than the error page (the bad answer is logged); no answer is still the
 * error page's.
 */
export function getLocation(api: Upstream, city: string | null) {
  const code = city || DEFAULT_LOCATION_CITY.code;
  return api.reference("/api/location", locationSchemaFor(code), REFERENCE.location, {
    query: { city: code },
    fallback: toLocation({}, code),
  });
}

/**
 * A city of the city calls as the storefront uses it. The spec names only `id` and `name`: without a `code` the id is
 * the code (the embedded upstream's ids are its city codes; a retailer's API whose ids are not must send `code`), and
 * without a `region` there is none to show.
 */
export const toCityOption = ({ id, code, name, region }: CityItem): { code: string; name: string; region: string } => ({
  code: code || String(id),
  name,
  region: region ?? "",
});

/** `GET /store/cities` (spec §7): the cities with shops, in the upstream's order. */
export const listCities = (api: Upstream) =>
  api
    .reference("/store/cities", StoreCitiesSchema, REFERENCE.cities, { silent: true })
    .then((r) => r.items.map(toCityOption));

/**
 * `GET /address?type=city&name=` (spec §7): the cities found for `name`, in the upstream's order. Callers ask from 2
 * characters (spec §9, `isCitySearch`). Cached as reference data: the same for everyone.
 */
export const searchCities = (api: Upstream, name: string) =>
  api
    .reference("/address", CitySearchSchema, REFERENCE.cities, { query: { type: "city", name }, silent: true })
    .then((r) => r.items.map(toCityOption));

/** A city's shops and the cities that have shops; an unknown city is a 404 (UpstreamError). */
export const getShops = (api: Upstream, city: string) =>
  api.reference(`/api/shops/${encodeURIComponent(city)}`, ShopsSchema, REFERENCE.shops, { silent: true });
