import type Database from "better-sqlite3";
import { DEFAULT_CITY } from "../../default-city";
import type { CheckoutInput } from "../../../../app/contract/order";
import { transitDays } from "./transit";

/**
 * A city of the checkout; `transit_days`: days an online order travels before the city's couriers and pickup points
 * have it; `time_zone`: the zone its shops keep their hours in.
 */
export type CityRow = {
  id: number;
  code: string;
  name: string;
  region: string;
  has_courier: number;
  time_zone: string;
  transit_days: number;
};
type CitySql = Omit<CityRow, "transit_days"> & { lat: number; lon: number; has_shops: number };

const COLUMNS =
  "id, code, name, region, has_courier, time_zone, lat, lon, EXISTS (SELECT 1 FROM stores s WHERE s.city_id = cities.id) AS has_shops";
const toRow = (city: CitySql | undefined): CityRow | undefined => {
  if (!city) return undefined;
  const { lat, lon, has_shops, ...row } = city;
  return { ...row, transit_days: transitDays({ lat, lon, hasShops: has_shops === 1 }) };
};

/** The checkout's cities, and the suggestion ids of a street and building in one. */
export function createCityLookup(db: Database.Database) {
  const byCodeSql = db.prepare<[string], CitySql>(`SELECT ${COLUMNS} FROM cities WHERE code = ?`);
  const byNameSql = db.prepare<[string], CitySql>(`SELECT ${COLUMNS} FROM cities WHERE lower(name) = lower(?)`);
  const byCode = { get: (code: string) => toRow(byCodeSql.get(code)) };
  const byName = { get: (name: string) => toRow(byNameSql.get(name)) };
  const streetByName = db
    .prepare<[number, string], number>("SELECT id FROM streets WHERE city_id = ? AND name = ?")
    .pluck();
  const buildingByName = db
    .prepare<[number, string], number>("SELECT id FROM buildings WHERE street_id = ? AND name = ?")
    .pluck();

  return {
    byCode: (code: string): CityRow | null => byCode.get(code) ?? null,

    /** The city of a draft: the one of its last init, else (or when that one is unknown) the default city. */
    draftCity: (code: string | null): CityRow | null =>
      byCode.get(code ?? DEFAULT_CITY.code) ?? byCode.get(DEFAULT_CITY.code) ?? null,

    /** The city of the delivery fields: by code when one is given, else by the name (or a code typed as the name). */
    resolve: (properties: CheckoutInput["delivery"]["properties"]): CityRow | null => {
      const code = properties.cityId.trim().toLowerCase();
      if (code) return byCode.get(code) ?? null;
      const name = properties.city.trim();
      return name ? (byCode.get(name.toLowerCase()) ?? byName.get(name) ?? null) : null;
    },

    /** The suggestion ids of a street and building of the city, '' for a name the suggestions do not have. */
    addressIds: (cityId: number, street: string, building: string): { streetId: string; buildingId: string } => {
      const streetId = streetByName.get(cityId, street);
      const buildingId = streetId === undefined ? undefined : buildingByName.get(streetId, building);
      return {
        streetId: streetId === undefined ? "" : String(streetId),
        buildingId: buildingId === undefined ? "" : String(buildingId),
      };
    },
  };
}

export type CityLookup = ReturnType<typeof createCityLookup>;
