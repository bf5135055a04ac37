import type Database from "better-sqlite3";

/** How a city's orders can reach the shopper: the checkout's own tables (cities.has_courier, pickup shops, pickup points). */
export type CityCoverage = {
  code: string;
  name: string;
  courier: boolean;
  shops: number;
  pickupStores: number;
  pickupPoints: number;
};

type CoverageRow = {
  code: string;
  name: string;
  has_courier: number;
  shops: number;
  pickup_stores: number;
  pickup_points: number;
};

/** Cities with any way to receive an order, in list order, and the pickup-point providers. */
export function createCoverage(db: Database.Database) {
  const cities = db.prepare<[], CoverageRow>(
    `SELECT c.code, c.name, c.has_courier,
       (SELECT COUNT(*) FROM stores s WHERE s.city_id = c.id) AS shops,
       (SELECT COUNT(*) FROM stores s WHERE s.city_id = c.id AND s.is_pickup = 1) AS pickup_stores,
       (SELECT COUNT(*) FROM pickup_points p WHERE p.city_id = c.id) AS pickup_points
     FROM cities c ORDER BY c.sort`,
  );
  const providers = db
    .prepare<[], string>("SELECT provider FROM pickup_points GROUP BY provider ORDER BY MIN(id)")
    .pluck();
  return {
    cities: (): CityCoverage[] =>
      cities
        .all()
        .map((row) => ({
          code: row.code,
          name: row.name,
          courier: row.has_courier === 1,
          shops: row.shops,
          pickupStores: row.pickup_stores,
          pickupPoints: row.pickup_points,
        }))
        .filter((city) => city.courier || city.pickupStores > 0 || city.pickupPoints > 0),
    providers: (): string[] => providers.all(),
  };
}
