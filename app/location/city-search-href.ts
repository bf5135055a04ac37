import { CITY_QUERY_PARAM, normalizeCityQuery } from "~/domain/city-search";

/** The JSON list of cities for a typed query (`/location/cities/`; the cities with shops when shorter than 2). */
export const citySearchHref = (typed: string) =>
  `/location/cities/?${new URLSearchParams({ [CITY_QUERY_PARAM]: normalizeCityQuery(typed) })}`;
