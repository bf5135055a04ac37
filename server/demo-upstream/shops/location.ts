import type Database from "better-sqlite3";
import type { Location } from "../../../app/contract/location";
import { CITY_COLUMNS, toCity, toStore, type CityRow, type StoreRow } from "./rows";

/** The shopper's city with every city and the city's stores, and whether a city code is known. */
export function createLocations(db: Database.Database) {
  const cities = db.prepare<[], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities ORDER BY sort`);
  const stores = db.prepare<[number], StoreRow>("SELECT * FROM stores WHERE city_id = ? ORDER BY id");
  const cityExists = db.prepare<[string], number>("SELECT 1 FROM cities WHERE code = ?").pluck();

  return {
    /** The city of `cityCode` (any case), else the one of `fallbackCode`. */
    location: (cityCode: string | undefined, fallbackCode: string): Location => {
      const all = cities.all().map(toCity);
      const city =
        all.find((candidate) => candidate.code === cityCode?.toLowerCase()) ??
        all.find((candidate) => candidate.code === fallbackCode)!;
      return { city, cities: all, stores: stores.all(city.id).map(toStore) };
    },
    hasCity: (cityCode: string): boolean => cityExists.get(cityCode.toLowerCase()) !== undefined,
  };
}
