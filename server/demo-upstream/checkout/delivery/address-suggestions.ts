import type Database from "better-sqlite3";
import { foldText } from "../../catalog/search";

/** At most this many suggestions. */
const SUGGEST_LIMIT = 10;
/** At most this many house numbers when a street's houses are listed without a query (the seed has 8–20 a street). */
const HOUSE_LIST_LIMIT = 30;
type CityRow = { id: number; code: string; name: string; region: string };
type Suggestion = { id: string; name: string };

/** A city name or query folded for matching: ё = е, any case, a hyphen or run of spaces is one space («ростов на дону»). */
const foldCityName = (value: string) => foldText(value).replace(/[\s-]+/g, " ");

/** Words of `text` (folded) that start with `q`: they rank before plain substring matches. */
const startsAWord = (text: string, q: string) =>
  text.startsWith(q) || text.includes(` ${q}`) || text.includes(`.${q}`) || text.includes(`-${q}`);

/** Up to SUGGEST_LIMIT items whose text contains `q`: those with a word starting with it first, each group in list order. */
function rank<T>(items: T[], text: (item: T) => string, q: string): T[] {
  const first = items.filter((item) => startsAWord(text(item), q));
  const rest = items.filter((item) => !first.includes(item) && text(item).includes(q));
  return [...first, ...rest].slice(0, SUGGEST_LIMIT);
}

/**
 * The cities with shops, the city search and the checkout's address suggestions (city, street, building), over the seeded cities,
 * streets and buildings; queries are compared folded (any case, ё = е).
 */
export function createAddressSuggestions(db: Database.Database) {
  const cities = db.prepare<[], CityRow>("SELECT id, code, name, region FROM cities ORDER BY sort").all();
  const shopCities = db
    .prepare<[], CityRow>(
      `SELECT id, code, name, region FROM cities c
        WHERE EXISTS (SELECT 1 FROM stores s WHERE s.city_id = c.id) ORDER BY sort`,
    )
    .all();
  const cityByCode = db.prepare<[string], number>("SELECT id FROM cities WHERE code = ?").pluck();
  const streetsOf = db.prepare<[number], { id: number; name: string; search: string }>(
    "SELECT id, name, search FROM streets WHERE city_id = ? ORDER BY sort",
  );
  const streetExists = db.prepare<[number], number>("SELECT 1 FROM streets WHERE id = ?").pluck();
  const buildingsOf = db.prepare<[number], { id: number; name: string }>(
    "SELECT id, name FROM buildings WHERE street_id = ? ORDER BY sort, name",
  );

  /** Cities a word of whose name starts with `q` (folded): names starting with it first, each group in list order. */
  const cityMatches = (q: string) => {
    const named = cities.map((city) => ({ city, name: foldCityName(city.name) }));
    const first = named.filter(({ name }) => name.startsWith(q));
    const rest = named.filter(({ name }) => !name.startsWith(q) && startsAWord(name, q));
    return [...first, ...rest].map(({ city }) => city);
  };

  return {
    /** The cities that have shops (`GET /store/cities`), in list order. */
    shopCities(): CityRow[] {
      return shopCities;
    },
    /**
     * The city search (`GET /address?type=city`): up to SUGGEST_LIMIT cities a word of whose name starts with the
     * query; an empty query finds none (the storefront asks from 2 characters, spec §9).
     */
    cities(query: string): CityRow[] {
      const q = foldCityName(query).trim();
      return q ? cityMatches(q).slice(0, SUGGEST_LIMIT) : [];
    },
    /** The city's streets matching the query; null when the city is unknown. */
    streets(cityCode: string, query: string): Suggestion[] | null {
      const cityId = cityByCode.get(cityCode.toLowerCase());
      if (cityId === undefined) return null;
      const q = foldText(query.trim());
      if (!q) return [];
      return rank(streetsOf.all(cityId), (street) => street.search, q).map((street) => ({
        id: String(street.id),
        name: street.name,
      }));
    },
    /**
     * The street's house numbers matching the query (those starting with it first); without a query the first
     * HOUSE_LIST_LIMIT, to choose from once the street is chosen. Null when the street is unknown.
     */
    buildings(streetId: number, query: string): Suggestion[] | null {
      if (streetExists.get(streetId) === undefined) return null;
      const buildings = buildingsOf.all(streetId);
      const q = foldText(query.trim());
      const toSuggestion = (building: { id: number; name: string }) => ({
        id: String(building.id),
        name: building.name,
      });
      if (!q) return buildings.slice(0, HOUSE_LIST_LIMIT).map(toSuggestion);
      const prefix = buildings.filter((building) => foldText(building.name).startsWith(q));
      const rest = buildings.filter((building) => !prefix.includes(building) && foldText(building.name).includes(q));
      return [...prefix, ...rest].slice(0, SUGGEST_LIMIT).map(toSuggestion);
    },
  };
}
