import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { isCitySearch, normalizeCityQuery } from "~/domain/city-search";
import { plural } from "~/domain/plural";
import { CITY_SEARCH_DELAY_MS } from "~/domain/timing";
import { CitySearchField } from "~/location/city-search-field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CityOption, CityPickerData } from "~/location/city-options";
import { citySearchHref } from "~/location/city-search-href";
import type { AddressCities } from "./address-cities";

const CITY_WORDS: [string, string, string] = ["город", "города", "городов"];

export type FoundCities = {
  /** The cities of the last answered search (the server's, then the browser's), null before any. */
  items: CityOption[] | null;
  /** The query `items` answer; with `fresh`, the search was answered in the browser (its first city gets chosen). */
  query: string;
  fresh: boolean;
};

/**
 * The address form's city search (spec §9): with JavaScript `GET /location/cities/?cityQuery=` (the upstream's
 * `GET /address?type=city&name=`) 500 ms after typing stops, from 2 characters; without it a GET form to the page
 * itself, whose loader searches (`address-cities.server.ts`). The cities found join the form's «Город» list, the first
 * of them chosen; a later search replaces them, and clearing the field keeps them (the chosen city stays in the list).
 */
export function useAddressCitySearch(initial: AddressCities) {
  const [typed, setTyped] = useState(initial.query);
  const [found, setFound] = useState<FoundCities>({ items: initial.found, query: initial.query, fresh: false });
  const fetcher = useFetcher<CityPickerData>();
  const loadNow = useRef(fetcher.load);
  loadNow.current = fetcher.load;
  /** The query last asked for: the route's answer after a failure carries none. */
  const asked = useRef("");
  const load = useRef((q: string) => {
    asked.current = q;
    void loadNow.current(citySearchHref(q));
  });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const query = normalizeCityQuery(typed);
  const searching = isCitySearch(query);

  useEffect(() => {
    clearTimeout(timer.current);
    if (!searching || query === found.query) return;
    timer.current = setTimeout(() => load.current(query), CITY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [query, searching, found.query]);

  const answer = fetcher.data;
  useEffect(() => {
    // An answer without a query is the route's fallback after a failure: nothing to choose from for the query asked.
    if (answer) setFound({ items: answer.items, query: answer.query || asked.current, fresh: true });
  }, [answer]);

  return {
    typed,
    type: setTyped,
    /** Searches at once (Enter or «Найти»); false for a query under 2 characters. */
    searchNow: () => {
      if (!searching) return false;
      clearTimeout(timer.current);
      if (query !== found.query) load.current(query);
      return true;
    },
    found,
    pending: searching && query !== found.query,
  };
}

type SearchProps = {
  search: ReturnType<typeof useAddressCitySearch>;
  /** The page the search form goes to without JavaScript. */
  action: string;
  /** The query the page was asked with (`?cityQuery=`): under 2 characters it was too short. */
  asked: string;
  id: string;
};

/** The search field above the address form (a form of its own: forms do not nest). */
export function AddressCitySearch({ search, action, asked, id }: SearchProps) {
  const hydrated = useHydrated();
  const [tooShort, setTooShort] = useState(asked !== "" && !isCitySearch(asked));
  const { items, query } = search.found;
  const status = search.pending
    ? "Ищем города…"
    : items === null
      ? ""
      : items.length > 0
        ? `Найдено: ${items.length} ${plural(items.length, CITY_WORDS)} — выберите в списке «Город»`
        : `По запросу «${query}» городов не нашлось`;
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Поиск города для адреса"
      className="city-picker__search address-city-search"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        setTooShort(!search.searchNow());
      }}
    >
      <CitySearchField
        id={id}
        value={search.typed}
        onType={(value) => {
          search.type(value);
          setTooShort(false);
        }}
        tooShort={tooShort}
        placeholder="Если его нет в списке"
        buttonClassName="button button--ghost"
      />
      <p className="city-picker__status" role="status">
        {status}
      </p>
    </form>
  );
}

/** A city of the «Город» list: the found ones carry their region (one name may be in several). */
const label = (city: CityOption, found: boolean) =>
  found && city.region && city.region !== city.name ? `${city.name}, ${city.region}` : city.name;

/** The «Город» list: the cities found first, then the shopper's own (saved, current) city, then those with shops. */
export function cityChoices(found: CityOption[] | null, own: CityOption[], shops: CityOption[]) {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  const add = (cities: CityOption[], isFound: boolean) => {
    for (const city of cities) {
      if (!city.code || seen.has(city.code)) continue;
      seen.add(city.code);
      options.push({ value: city.code, label: label(city, isFound) });
    }
  };
  add(found ?? [], true);
  add(own, false);
  add(shops, false);
  return options;
}
