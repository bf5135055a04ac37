import type Database from "better-sqlite3";
import type { Shops } from "../../../app/contract/location";
import { CITY_COLUMNS, toCity, toStore, type CityRow, type StoreRow } from "./rows";
import { STORE_SERVICES, type StoreService } from "./services";

const SERVICE_ORDER = Object.keys(STORE_SERVICES) as StoreService[];

/** The shops page's data: a city's shops with what each offers, and the cities that have shops. */
export function createShopDirectory(db: Database.Database) {
  const cityByCode = db.prepare<[string], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities WHERE code = ?`);
  const storesOf = db.prepare<[number], StoreRow>("SELECT * FROM stores WHERE city_id = ? ORDER BY id");
  const servicesOf = db.prepare<[number], string>("SELECT service FROM store_services WHERE store_id = ?").pluck();
  const shopCities = db.prepare<[], { code: string; name: string; storeCount: number }>(
    `SELECT c.code, c.name, COUNT(*) AS storeCount FROM cities c JOIN stores s ON s.city_id = c.id GROUP BY c.id ORDER BY c.sort`,
  );

  /** The city by code (null when there is none such), with its shops in list order. */
  return (cityCode: string): Shops | null => {
    const city = cityByCode.get(cityCode.toLowerCase());
    if (!city) return null;
    const stores = storesOf.all(city.id).map((row) => {
      const offered = new Set<string>(servicesOf.all(row.id));
      if (row.is_pickup === 1) offered.add("pickup");
      const services = SERVICE_ORDER.filter((code) => offered.has(code)).map((code) => ({
        code,
        name: STORE_SERVICES[code],
      }));
      return { ...toStore(row), services };
    });
    return { city: toCity(city), stores, cities: shopCities.all() };
  };
}
