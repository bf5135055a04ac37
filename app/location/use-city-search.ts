import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { isCitySearch, normalizeCityQuery } from "~/domain/city-search";
import { CITY_SEARCH_DELAY_MS } from "~/domain/timing";
import type { CityOption, CityPickerData } from "./city-options";
import { citySearchHref } from "./city-search-href";

/**
 * The cities with shops, asked once a page and kept by the keyed fetcher while the page lives (the modal closes and
 * opens again).
 */
const ALL_CITIES = "silent:location-cities";

export type CitySearch = {
  /** What the field shows. */
  typed: string;
  type: (value: string) => void;
  /** Searches at once (Enter or «Найти»), without waiting for the pause in typing. */
  searchNow: () => void;
  /** The list to show: the cities found for what is typed, or the cities with shops; null while being asked for. */
  items: CityOption[] | null;
  /** The query `items` answer (empty for the cities with shops). */
  shownFor: string;
  /** A newer query is waiting for its answer. */
  pending: boolean;
};

/**
 * The city search with JavaScript (spec §9): the upstream is asked 500 ms after typing stops, from 2 characters;
 * under 2 characters the list is the cities with shops. `initial` is what the server rendered (the page's or the
 * modal's list). An answer counts only for the query it was asked for.
 */
export function useCitySearch(initial: CityPickerData | null): CitySearch {
  const [typed, setTyped] = useState(initial?.query ?? "");
  const all = useFetcher<CityPickerData>({ key: ALL_CITIES });
  const found = useFetcher<CityPickerData>();
  const load = useRef(found.load);
  load.current = found.load;
  const loadAll = useRef(all.load);
  loadAll.current = all.load;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const query = normalizeCityQuery(typed);
  const searching = isCitySearch(query);

  const everyCity = all.data?.items ?? (initial && !isCitySearch(initial.query) ? initial.items : null);
  const needsAll = everyCity === null && all.state === "idle" && !all.data;
  useEffect(() => {
    if (needsAll) loadAll.current(citySearchHref(""));
  }, [needsAll]);

  useEffect(() => {
    clearTimeout(timer.current);
    if (!searching || (initial && initial.query === query)) return;
    timer.current = setTimeout(() => load.current(citySearchHref(query)), CITY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [query, searching, initial]);

  const answer = found.data?.query === query ? found.data : initial?.query === query ? initial : null;
  // While a search is pending, the last list shown stays (no flicker to an empty list between keys).
  const last = useRef<{ items: CityOption[]; shownFor: string } | null>(null);
  const current = !searching
    ? everyCity
      ? { items: everyCity, shownFor: "" }
      : null
    : answer
      ? { items: answer.items, shownFor: answer.query }
      : null;
  if (current) last.current = current;
  const shown = current ?? last.current;

  return {
    typed,
    type: setTyped,
    searchNow: () => {
      if (!searching) return;
      clearTimeout(timer.current);
      load.current(citySearchHref(query));
    },
    items: shown?.items ?? null,
    shownFor: shown?.shownFor ?? "",
    pending: current === null,
  };
}
