import { isCitySearch, normalizeCityQuery } from "~/domain/city-search";
import type { Upstream } from "~/upstream-client/client.server";
import { listCities, searchCities } from "~/upstream-client/location.server";
import type { CityPickerData } from "./city-options";

/**
 * The city picker's list for a typed query: from 2 characters the cities found (`GET /address?type=city&name=`,
 * spec §9), for a shorter one the cities with shops (`GET /store/cities`).
 */
export async function cityPickerData(api: Upstream, raw: unknown): Promise<CityPickerData> {
  const query = normalizeCityQuery(raw);
  const items = await (isCitySearch(query) ? searchCities(api, query) : listCities(api));
  return { query, items };
}
