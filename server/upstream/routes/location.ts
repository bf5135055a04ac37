import { Router } from "express";
import { z } from "zod";
import { DEFAULT_CITY } from "../default-city";
import type { Location } from "../../../app/contract/location";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validation";
import { CITY_COLUMNS, toCity, toStore, type CityRow, type StoreRow } from "../shops/rows";

const QuerySchema = z.object({ city: z.string().max(64).optional() });

/** GET /api/location?city={code} — the city (Moscow when absent or unknown), every city, and the city's stores. */
export function locationRoutes({ db }: UpstreamContext): Router {
  const cities = db.prepare<[], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities ORDER BY sort`);
  const stores = db.prepare<[number], StoreRow>("SELECT * FROM stores WHERE city_id = ? ORDER BY id");

  return Router().get("/api/location", (req, res) => {
    const query = parseInput(QuerySchema, req.query);
    const all = cities.all().map(toCity);
    const city =
      all.find((candidate) => candidate.code === query.city?.toLowerCase()) ??
      all.find((candidate) => candidate.code === DEFAULT_CITY.code)!;
    const data: Location = { city, cities: all, stores: stores.all(city.id).map(toStore) };
    sendData(res, data);
  });
}
