import type Database from "better-sqlite3";
import type { StoredService } from "../shops/services";

/** Every shop has fitting rooms and takes back online orders; the rest differs from shop to shop. */
const EVERY_SHOP: StoredService[] = ["fitting", "returns"];

/**
 * The shops of seed/locations.ts by [city code, shopping centre]: where each really stands (latitude, longitude of the
 * building, for the map) and what it offers besides fitting rooms and returns.
 */
const SHOPS: [cityCode: string, name: string, at: [number, number], services: StoredService[]][] = [
  ["moscow", "ТЦ «Европейский»", [55.7446, 37.566], ["love_card", "certificates", "recycling"]],
  ["moscow", "ТРЦ «Авиапарк»", [55.7903, 37.5311], ["love_card", "certificates", "recycling"]],
  ["moscow", "ТЦ «Атриум»", [55.757, 37.659], ["certificates"]],
  ["moscow", "ТРЦ «Мега Тёплый Стан»", [55.6036, 37.4897], ["love_card", "certificates", "recycling"]],
  ["moscow", "ТЦ «Метрополис»", [55.8236, 37.497], ["love_card"]],
  ["moscow", "Флагманский магазин", [55.7634, 37.6068], ["love_card", "certificates", "recycling"]],
  ["st_petersburg", "ТРЦ «Галерея»", [59.9273, 30.3605], ["love_card", "certificates", "recycling"]],
  ["st_petersburg", "ТРК «Невский центр»", [59.9318, 30.3578], ["love_card", "certificates"]],
  ["st_petersburg", "ТРЦ «Мега Дыбенко»", [59.8934, 30.5146], ["love_card", "certificates", "recycling"]],
  ["st_petersburg", "ТРК «Гранд Каньон»", [60.0566, 30.3347], ["certificates"]],
  ["st_petersburg", "ТЦ «Пик»", [59.9332, 30.3347], ["love_card"]],
  ["kazan", "ТРЦ «Кольцо»", [55.7874, 49.1234], ["love_card", "certificates", "recycling"]],
  ["kazan", "ТРК «Мега Казань»", [55.761, 49.217], ["love_card"]],
  ["ekaterinburg", "ТРЦ «Гринвич»", [56.8317, 60.5986], ["love_card", "certificates", "recycling"]],
  ["ekaterinburg", "ТРЦ «Пассаж»", [56.837, 60.6006], ["love_card"]],
  ["ekaterinburg", "ТРЦ «Мега Екатеринбург»", [56.8275, 60.5175], ["certificates"]],
  ["novosibirsk", "ТРЦ «Галерея Новосибирск»", [55.0427, 82.924], ["love_card", "certificates", "recycling"]],
  ["novosibirsk", "ТРЦ «Аура»", [55.0183, 82.9386], []],
  ["nizhny_novgorod", "ТРЦ «Небо»", [56.3087, 43.9898], ["love_card", "certificates", "recycling"]],
  ["krasnodar", "ТРЦ «Красная площадь»", [45.0998, 38.9838], ["love_card", "certificates", "recycling"]],
  ["krasnodar", "ТРЦ «Галерея Краснодар»", [45.0384, 38.976], ["certificates"]],
  ["samara", "ТРЦ «Космопорт»", [53.2121, 50.1918], ["love_card", "certificates"]],
  ["rostov_na_donu", "ТРЦ «Горизонт»", [47.2589, 39.7198], ["love_card", "certificates", "recycling"]],
  ["rostov_na_donu", "ТРЦ «Мега Ростов»", [47.2786, 39.84], ["certificates"]],
  ["voronezh", "ТРЦ «Галерея Чижова»", [51.6646, 39.1927], ["love_card", "certificates"]],
  ["ufa", "ТРЦ «Планета»", [54.7556, 55.9986], ["love_card", "certificates", "recycling"]],
  ["perm", "ТРЦ «Планета»", [57.993, 56.188], ["love_card", "certificates"]],
  ["veliky_novgorod", "ТРЦ «Мармелад»", [58.5413, 31.2616], ["love_card"]],
  ["pskov", "ТРК «Акваполис»", [57.8112, 28.3233], ["love_card"]],
];

/** Puts the shops where they stand and records what each offers. Draws nothing at random. */
export function seedShops(db: Database.Database): void {
  const shopId = db
    .prepare<[string, string], number>(
      "SELECT s.id FROM stores s JOIN cities c ON c.id = s.city_id WHERE c.code = ? AND s.name = ?",
    )
    .pluck();
  const place = db.prepare("UPDATE stores SET lat = ?, lon = ? WHERE id = ?");
  const insertService = db.prepare("INSERT INTO store_services (store_id, service) VALUES (?, ?)");
  for (const [cityCode, name, [lat, lon], services] of SHOPS) {
    const id = shopId.get(cityCode, `LOVE STORE, ${name}`);
    if (id === undefined) throw new Error(`seed: no shop ${name} in ${cityCode}`);
    place.run(lat, lon, id);
    for (const service of [...EVERY_SHOP, ...services]) insertService.run(id, service);
  }
}
