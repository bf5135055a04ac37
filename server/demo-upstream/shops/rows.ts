import type { City, Store } from "../../../app/contract/location";

export type CityRow = {
  id: number;
  code: string;
  name: string;
  region: string;
  lat: number;
  lon: number;
  delivery: number;
};
export type StoreRow = {
  id: number;
  city_id: number;
  name: string;
  address: string;
  phone: string;
  schedule: string;
  lat: number;
  lon: number;
  is_pickup: number;
};

/** The cities' columns, with `delivery`: couriers or pickup points reach the city. */
export const CITY_COLUMNS = `id, code, name, region, lat, lon,
  (has_courier = 1 OR EXISTS (SELECT 1 FROM pickup_points p WHERE p.city_id = cities.id)) AS delivery`;

export const toCity = (row: CityRow): City => ({
  id: row.id,
  code: row.code,
  name: row.name,
  region: row.region,
  coordinates: [row.lat, row.lon],
  delivery: row.delivery === 1,
});

export const toStore = (row: StoreRow): Store => ({
  id: row.id,
  cityId: row.city_id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  schedule: row.schedule,
  coordinates: [row.lat, row.lon],
  isPickup: row.is_pickup === 1,
});
