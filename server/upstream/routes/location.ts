import { Router } from "express";
import { z } from "zod";
import { DEFAULT_CITY } from "../../../app/domain/location";
import type { City, Location, Store } from "../../../app/upstream/schemas/location";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validation";

type CityRow = { id: number; code: string; name: string; region: string; lat: number; lon: number; delivery: number };
type StoreRow = { id: number; city_id: number; name: string; address: string; phone: string; schedule: string; lat: number; lon: number; is_pickup: number };

const QuerySchema = z.object({ city: z.string().max(64).optional() });

const toCity = (row: CityRow): City => ({ id: row.id, code: row.code, name: row.name, region: row.region, coordinates: [row.lat, row.lon], delivery: row.delivery === 1 });
const toStore = (row: StoreRow): Store => ({
  id: row.id,
  cityId: row.city_id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  schedule: row.schedule,
  coordinates: [row.lat, row.lon],
  isPickup: row.is_pickup === 1,
});

/** GET /api/location?city={code} — the city (Moscow when absent or unknown), every city, and the city's stores. */
export function locationRoutes({ db }: UpstreamContext): Router {
  const cities = db.prepare<[], CityRow>(`SELECT id, code, name, region, lat, lon,
            (has_courier = 1 OR EXISTS (SELECT 1 FROM pickup_points p WHERE p.city_id = cities.id)) AS delivery
     FROM cities ORDER BY sort`);
  const stores = db.prepare<[number], StoreRow>("SELECT * FROM stores WHERE city_id = ? ORDER BY id");

  return Router().get("/api/location", (req, res) => {
    const query = parseInput(QuerySchema, req.query);
    const all = cities.all().map(toCity);
    const city =
      all.find((candidate) => candidate.code === query.city?.toLowerCase()) ?? all.find((candidate) => candidate.code === DEFAULT_CITY.code)!;
    const data: Location = { city, cities: all, stores: stores.all(city.id).map(toStore) };
    sendData(res, data);
  });
}
