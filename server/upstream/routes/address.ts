import { countOf, WORDS } from "../plural";
import { Router } from "express";
import { z } from "zod";
import type { AddressSuggestSchema, StoreCitiesSchema } from "../../../app/contract/order";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validation";
import { foldSearch } from "../seed/checkout";

type Suggestions = z.infer<typeof AddressSuggestSchema>;
type StoreCities = z.infer<typeof StoreCitiesSchema>;

/** At most this many suggestions. */
export const SUGGEST_LIMIT = 10;
/** At most this many house numbers when a street's houses are listed without a query (the seed has 8–20 a street). */
export const HOUSE_LIST_LIMIT = 30;
/** City search needs this many characters (spec §9); a shorter query lists every city. */
export const CITY_QUERY_MIN = 2;

const query = (max: number) =>
  z
    .string({ invalid_type_error: "Неверный запрос" })
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`)
    .default("");
const CitiesQuerySchema = z.object({ q: query(100) });
const houseQuery = {
  name: query(20),
  streetId: z.string({ required_error: "Укажите улицу" }).regex(/^\d{1,9}$/, "Укажите улицу"),
};
const AddressQuerySchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("city"), name: query(100) }),
    z.object({
      type: z.literal("street"),
      name: query(100),
      cityId: z.string({ required_error: "Укажите город" }).min(1, "Укажите город").max(64),
    }),
    z.object({ type: z.literal("building"), ...houseQuery }),
    // `house` is another name for `building`.
    z.object({ type: z.literal("house"), ...houseQuery }),
  ],
  { errorMap: () => ({ message: "Тип подсказки: city, street, building или house" }) },
);

type CityRow = { id: number; code: string; name: string; region: string };

/** A city name or query folded for matching: ё = е, any case, a hyphen or run of spaces is one space («ростов на дону»). */
const foldCityName = (value: string) => foldSearch(value).replace(/[\s-]+/g, " ");

/** Words of `text` (folded) that start with `q`: they rank before plain substring matches. */
const startsAWord = (text: string, q: string) =>
  text.startsWith(q) || text.includes(` ${q}`) || text.includes(`.${q}`) || text.includes(`-${q}`);

/**
 * GET /store/cities?q= (the city picker: a word of the name starting with the query, case-insensitive, ё = е) and
 * GET /address?type=city|street|building (address suggestions of the checkout: up to 10, words starting with the query
 * first, then other substrings; a street's house numbers without a query).
 */
export function addressRoutes({ db }: UpstreamContext): Router {
  const cities = db.prepare<[], CityRow>("SELECT id, code, name, region FROM cities ORDER BY sort").all();
  const cityByCode = db.prepare<[string], number>("SELECT id FROM cities WHERE code = ?").pluck();
  const streetsOf = db.prepare<[number], { id: number; name: string; search: string }>(
    "SELECT id, name, search FROM streets WHERE city_id = ? ORDER BY sort",
  );
  const streetExists = db.prepare<[number], number>("SELECT 1 FROM streets WHERE id = ?").pluck();
  const buildingsOf = db.prepare<[number], { id: number; name: string }>(
    "SELECT id, name FROM buildings WHERE street_id = ? ORDER BY sort, name",
  );

  const rank = <T>(items: T[], text: (item: T) => string, q: string): T[] => {
    const first = items.filter((item) => startsAWord(text(item), q));
    const rest = items.filter((item) => !first.includes(item) && text(item).includes(q));
    return [...first, ...rest].slice(0, SUGGEST_LIMIT);
  };

  /** Cities a word of whose name starts with `q` (folded): names starting with it first, each group in list order. */
  const cityMatches = (q: string) => {
    const named = cities.map((city) => ({ city, name: foldCityName(city.name) }));
    const first = named.filter(({ name }) => name.startsWith(q));
    const rest = named.filter(({ name }) => !name.startsWith(q) && startsAWord(name, q));
    return [...first, ...rest].map(({ city }) => city);
  };

  return Router()
    .get("/store/cities", (req, res) => {
      const q = foldCityName(parseInput(CitiesQuerySchema, req.query).q).trim();
      const matches = q.length >= CITY_QUERY_MIN ? cityMatches(q) : cities;
      const data: StoreCities = {
        items: matches.map((city) => ({ id: city.code, code: city.code, name: city.name, region: city.region })),
      };
      sendData(res, data);
    })
    .get("/address", (req, res) => {
      const params = parseInput(AddressQuerySchema, req.query);
      const q = foldSearch(params.name.trim());
      let data: Suggestions = { items: [] };
      if (params.type === "city") {
        if (q)
          data = {
            items: rank(cities, (city) => foldSearch(city.name), q).map((city) => ({ id: city.code, name: city.name })),
          };
      } else if (params.type === "street") {
        const cityId = cityByCode.get(params.cityId.toLowerCase());
        if (cityId === undefined) throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "cityId" });
        if (q)
          data = {
            items: rank(streetsOf.all(cityId), (street) => street.search, q).map((street) => ({
              id: String(street.id),
              name: street.name,
            })),
          };
      } else {
        const streetId = Number(params.streetId);
        if (streetExists.get(streetId) === undefined)
          throw HttpError.of(400, "Неизвестная улица", { code: "validation", field: "streetId" });
        const buildings = buildingsOf.all(streetId);
        // No query: the street's house numbers, to choose from once the street is chosen.
        if (!q)
          data = {
            items: buildings
              .slice(0, HOUSE_LIST_LIMIT)
              .map((building) => ({ id: String(building.id), name: building.name })),
          };
        else {
          const prefix = buildings.filter((building) => foldSearch(building.name).startsWith(q));
          const rest = buildings.filter(
            (building) => !prefix.includes(building) && foldSearch(building.name).includes(q),
          );
          data = {
            items: [...prefix, ...rest]
              .slice(0, SUGGEST_LIMIT)
              .map((building) => ({ id: String(building.id), name: building.name })),
          };
        }
      }
      sendData(res, data);
    });
}
