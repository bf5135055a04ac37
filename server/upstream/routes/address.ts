import { countOf, WORDS } from "../plural";
import { Router } from "express";
import { z } from "zod";
import type { AddressSuggestSchema, StoreCitiesSchema } from "../../../app/contract/order";
import { createAddressSuggestions } from "../checkout/delivery/address-suggestions";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validation";

type Suggestions = z.infer<typeof AddressSuggestSchema>;
type StoreCities = z.infer<typeof StoreCitiesSchema>;

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

/**
 * GET /store/cities?q= (the city picker: a word of the name starting with the query, case-insensitive, ё = е) and
 * GET /address?type=city|street|building (address suggestions of the checkout: up to 10, words starting with the query
 * first, then other substrings; a street's house numbers without a query).
 */
export function addressRoutes({ db }: UpstreamContext): Router {
  const addresses = createAddressSuggestions(db);

  return Router()
    .get("/store/cities", (req, res) => {
      const matches = addresses.pickerCities(parseInput(CitiesQuerySchema, req.query).q);
      const data: StoreCities = {
        items: matches.map((city) => ({ id: city.code, code: city.code, name: city.name, region: city.region })),
      };
      sendData(res, data);
    })
    .get("/address", (req, res) => {
      const params = parseInput(AddressQuerySchema, req.query);
      let items: Suggestions["items"] | null;
      if (params.type === "city") items = addresses.cities(params.name);
      else if (params.type === "street") {
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
