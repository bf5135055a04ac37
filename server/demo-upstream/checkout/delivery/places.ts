import type Database from "better-sqlite3";
import type { OrderAnswer } from "../../../../app/contract/order";

export type PlaceRow = { id: number; name: string; address: string; schedule: string; lat: number; lon: number };
type Place = OrderAnswer["stores"][number];

/** A place of the order's answer; `pickupTime`: when the order can be picked up at a shop («Сегодня с 13:00»). */
export const toPlace = (row: PlaceRow, pickupTime = ""): Place => ({
  id: String(row.id),
  name: row.name,
  address: row.address,
  schedule: row.schedule,
  coordinates: [row.lat, row.lon],
  pickupTime,
});

/** Where a city's orders can be picked up: the shops that take online orders, and the pickup points. */
export function createPlaces(db: Database.Database) {
  const pickupStores = db.prepare<[number], PlaceRow>(
    "SELECT id, name, address, schedule, lat, lon FROM stores WHERE city_id = ? AND is_pickup = 1 ORDER BY id",
  );
  const pickupPoints = db.prepare<[number], PlaceRow>(
    "SELECT id, name, address, schedule, lat, lon FROM pickup_points WHERE city_id = ? ORDER BY id",
  );
  return {
    pickupStores: (cityId: number): PlaceRow[] => pickupStores.all(cityId),
    pickupPoints: (cityId: number): PlaceRow[] => pickupPoints.all(cityId),
  };
}

export type Places = ReturnType<typeof createPlaces>;
