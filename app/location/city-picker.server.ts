import { isCitySearch, normalizeCityQuery } from "~/domain/city-search";
import type { Upstream } from "~/upstream/client.server";
import { searchCities } from "~/upstream/location.server";
import type { CityPickerData } from "./city-options";

/** The city picker's list for a typed query (spec §9: from 2 characters; a shorter one lists every city). */
export async function cityPickerData(api: Upstream, raw: unknown): Promise<CityPickerData> {
  const query = normalizeCityQuery(raw);
  const items = await searchCities(api, isCitySearch(query) ? query : "");
  return { query, items: items.map(({ code, name, region }) => ({ code, name, region })) };
}
