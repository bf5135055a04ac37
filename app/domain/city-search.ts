import { CITY_SEARCH_MIN_CHARS } from "./timing";

/** The query parameter of the city search: the location modal's GET form, the `/location/` page and its JSON. */
export const CITY_QUERY_PARAM = "cityQuery";
/** The upstream takes at most this many characters. */
export const CITY_QUERY_MAX = 100;

/** A typed city query as it is searched: no outer spaces, runs of spaces as one, at most 100 characters. */
export function normalizeCityQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/\s+/g, " ").trim().slice(0, CITY_QUERY_MAX).trim();
}

/** Spec §9: a city is searched from 2 characters; a shorter query lists the cities with shops. */
export function isCitySearch(query: string): boolean {
  return normalizeCityQuery(query).length >= CITY_SEARCH_MIN_CHARS;
}
