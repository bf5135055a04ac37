import { CITY_QUERY_PARAM, isCitySearch, normalizeCityQuery } from "~/domain/city-search";
import type { Upstream } from "~/upstream-client/client.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { listCities, searchCities } from "~/upstream-client/location.server";
import type { AddressCities } from "./address-cities";

/**
 * The address form's cities (its route's loader): the cities with shops (`GET /store/cities`) and, when the page's
 * URL carries a city search (`?cityQuery=`, the search without JavaScript), the cities found for it
 * (`GET /address?type=city&name=`, from 2 characters, spec §9). Secondary: a failure leaves a list empty.
 */
export async function addressCities(api: Upstream, request: Request): Promise<AddressCities> {
  const query = normalizeCityQuery(new URL(request.url).searchParams.get(CITY_QUERY_PARAM));
  const [cities, found] = await Promise.all([
    secondary(listCities(api), []),
    isCitySearch(query) ? secondary(searchCities(api, query), []) : null,
  ]);
  return { cities, query, found };
}
