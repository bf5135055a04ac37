import type Database from "better-sqlite3";
import { z } from "zod";
import { insertStreets } from "./checkout";
import directoryJson from "./data/city-directory.json";
import type { Random } from "./random";
import { timeZoneOf } from "./time-zones";

/**
 * [code, name, region, [latitude, longitude] of the centre, delivery, real streets (the pickup points stand on them)].
 * Delivery: `courier` — couriers (41, 42) and pickup points (43); `pickup` — pickup points only. No directory city has
 * a LOVE STORE shop: shops are in the cities of seed/locations.ts.
 */
const DirectoryCitySchema = z.tuple([
  z.string().regex(/^[a-z_]+$/),
  z.string().min(1),
  z.string().min(1),
  z.tuple([z.number(), z.number()]),
  z.enum(["courier", "pickup"]),
  z.array(z.string().min(1)).min(1),
]);

/**
 * The Russian cities the shop delivers to besides its shop cities, after them in list order (alphabetical). Regional
 * centres and the large cities get couriers; the rest get pickup points.
 */
export const DIRECTORY_CITIES = z.array(DirectoryCitySchema).parse(directoryJson);

/** The providers of the directory's pickup points: a courier city has one of each, another city one or two. */
const PROVIDERS = ["СДЭК", "Boxberry", "5Post"];

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Adds the directory's cities after the shop cities (ids and list order after theirs), with their pickup points,
 * streets and buildings. Its own random stream, run after the rest of the seed, so no earlier row changes.
 */
export function seedCityDirectory(db: Database.Database, random: Random): void {
  const firstId = (db.prepare<[], number>("SELECT COALESCE(MAX(id), 0) FROM cities").pluck().get() ?? 0) + 1;
  const firstSort = (db.prepare<[], number>("SELECT COALESCE(MAX(sort), 0) FROM cities").pluck().get() ?? 0) + 1;
  const insertCity = db.prepare(
    "INSERT INTO cities (id, code, name, region, lat, lon, sort, has_courier, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertPickupPoint = db.prepare(
    "INSERT INTO pickup_points (city_id, provider, name, address, schedule, lat, lon) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );

  DIRECTORY_CITIES.forEach(([code, name, region, [lat, lon], delivery, streets], index) => {
    const cityId = firstId + index;
    insertCity.run(
      cityId,
      code,
      name,
      region,
      lat,
      lon,
      firstSort + index,
      delivery === "courier" ? 1 : 0,
      timeZoneOf(region),
    );
    const providers = delivery === "courier" ? PROVIDERS : random.sample(PROVIDERS, random.int(1, 2));
    for (const provider of providers) {
      const address = `${random.pick(streets)}, ${random.int(1, 90)}`;
      const schedule = random.pick([
        "Ежедневно 09:00–21:00",
        "Ежедневно 10:00–20:00",
        "Пн–Сб 10:00–20:00, Вс 10:00–18:00",
      ]);
      insertPickupPoint.run(
        cityId,
        provider,
        `Пункт выдачи ${provider}`,
        address,
        schedule,
        round6(lat + (random.next() - 0.5) * 0.04),
        round6(lon + (random.next() - 0.5) * 0.07),
      );
    }
    insertStreets(db, random, cityId, streets);
  });
}
