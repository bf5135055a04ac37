import { countOf, WORDS } from "../plural";
import { Router } from "express";
import { z } from "zod";
import type { CitySearchSchema, StoreCitiesSchema } from "../../../app/contract/location";
import type { AddressSuggestSchema } from "../../../app/contract/order";
import { createAddressSuggestions } from "../checkout/delivery/address-suggestions";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validation";

type Suggestions = z.input<typeof AddressSuggestSchema>;
type Cities = z.input<typeof StoreCitiesSchema> & z.input<typeof CitySearchSchema>;
type CityRow = { code: string; name: string; region: string };

/** A city as both city calls answer it: the spec's `id` and `name` (the id is the city code), our `code`, `region`. */
const cityItem = (city: CityRow) => ({ id: city.code, code: city.code, name: city.name, region: city.region });

const query = (max: number) =>
  z
    .string({ invalid_type_error: "Неверный запрос" })
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`)
    .default("");
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

/**
 * GET /store/cities (spec §7: the cities with shops) and GET /address (spec §7): `type=city` the city search (up to 10
 * cities a word of whose name starts with `name`, case-insensitive, ё = е), `type=street|building` the checkout's
 * address suggestions (up to 10, words starting with the query first, then other substrings; a street's house numbers
 * without a query).
 */
export function addressRoutes({ db }: UpstreamContext): Router {
  const addresses = createAddressSuggestions(db);

  return Router()
    .get("/store/cities", (_req, res) => {
      const data: Cities = { items: addresses.shopCities().map(cityItem) };
      sendData(res, data);
    })
    .get("/address", (req, res) => {
      const params = parseInput(AddressQuerySchema, req.query);
      if (params.type === "city") {
        const data: Cities = { items: addresses.cities(params.name).map(cityItem) };
        sendData(res, data);
        return;
      }
      let items: Suggestions["items"] | null;
      if (params.type === "street") {
        items = addresses.streets(params.cityId, params.name);
        if (!items) throw HttpError.of(400, "Неизвестный город", { code: "validation", field: "cityId" });
      } else {
        items = addresses.buildings(Number(params.streetId), params.name);
        if (!items) throw HttpError.of(400, "Неизвестная улица", { code: "validation", field: "streetId" });
      }
      const data: Suggestions = { items };
      sendData(res, data);
    });
}
