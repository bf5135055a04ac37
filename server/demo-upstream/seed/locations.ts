import type Database from "better-sqlite3";
import type { Random } from "./random";
import { timeZoneOf } from "./time-zones";

type CitySeed = [code: string, name: string, region: string, coordinates: [number, number], phoneCode: string];

/** The cities in list order. */
const CITIES: CitySeed[] = [
  ["moscow", "Москва", "Москва", [55.7558, 37.6173], "495"],
  ["st_petersburg", "Санкт-Петербург", "Санкт-Петербург", [59.9386, 30.3141], "812"],
  ["kazan", "Казань", "Республика Татарстан", [55.7963, 49.1088], "843"],
  ["ekaterinburg", "Екатеринбург", "Свердловская область", [56.8389, 60.6057], "343"],
  ["novosibirsk", "Новосибирск", "Новосибирская область", [55.0302, 82.9204], "383"],
  ["nizhny_novgorod", "Нижний Новгород", "Нижегородская область", [56.3269, 44.0059], "831"],
  ["krasnodar", "Краснодар", "Краснодарский край", [45.0355, 38.9753], "861"],
  ["samara", "Самара", "Самарская область", [53.1959, 50.1002], "846"],
  ["rostov_na_donu", "Ростов-на-Дону", "Ростовская область", [47.2357, 39.7015], "863"],
  ["voronezh", "Воронеж", "Воронежская область", [51.6608, 39.2003], "473"],
  ["ufa", "Уфа", "Республика Башкортостан", [54.7388, 55.9721], "347"],
  ["perm", "Пермь", "Пермский край", [58.0105, 56.2502], "342"],
  ["veliky_novgorod", "Великий Новгород", "Новгородская область", [58.5213, 31.271], "8162"],
  ["pskov", "Псков", "Псковская область", [57.8136, 28.3496], "8112"],
];

/** Codes of the small cities without courier delivery (their stores get stock in seedSmallCityStock). */
export const SMALL_CITY_CODES = ["veliky_novgorod", "pskov"];

/** LOVE STORE shops, in each city's order: [city code, shopping centre (or street), address]. */
const STORES: [cityCode: string, name: string, address: string][] = [
  ["moscow", "ТЦ «Европейский»", "пл. Киевского Вокзала, 2, 2 этаж"],
  ["moscow", "ТРЦ «Авиапарк»", "Ходынский б-р, 4, 1 этаж"],
  ["moscow", "ТЦ «Атриум»", "ул. Земляной Вал, 33, 1 этаж"],
  ["moscow", "ТРЦ «Мега Тёплый Стан»", "Калужское ш., 21-й км, 1 этаж"],
  ["moscow", "ТЦ «Метрополис»", "Ленинградское ш., 16А, стр. 4, 2 этаж"],
  ["moscow", "Флагманский магазин", "ул. Тверская, 12, стр. 1"],
  ["st_petersburg", "ТРЦ «Галерея»", "Лиговский пр., 30А, 2 этаж"],
  ["st_petersburg", "ТРК «Невский центр»", "Невский пр., 114–116, 1 этаж"],
  ["st_petersburg", "ТРЦ «Мега Дыбенко»", "Мурманское ш., 12-й км, 1 этаж"],
  ["st_petersburg", "ТРК «Гранд Каньон»", "пр. Энгельса, 154, 2 этаж"],
  ["st_petersburg", "ТЦ «Пик»", "пер. Крылова, 5, 1 этаж"],
  ["kazan", "ТРЦ «Кольцо»", "ул. Петербургская, 1, 2 этаж"],
  ["kazan", "ТРК «Мега Казань»", "пр. Победы, 141, 1 этаж"],
  ["ekaterinburg", "ТРЦ «Гринвич»", "ул. 8 Марта, 46, 2 этаж"],
  ["ekaterinburg", "ТРЦ «Пассаж»", "ул. Вайнера, 10, 1 этаж"],
  ["ekaterinburg", "ТРЦ «Мега Екатеринбург»", "ул. Металлургов, 87, 1 этаж"],
  ["novosibirsk", "ТРЦ «Галерея Новосибирск»", "ул. Гоголя, 13, 2 этаж"],
  ["novosibirsk", "ТРЦ «Аура»", "ул. Военная, 5, 1 этаж"],
  ["nizhny_novgorod", "ТРЦ «Небо»", "ул. Белинского, 124, 2 этаж"],
  ["krasnodar", "ТРЦ «Красная площадь»", "ул. Дзержинского, 100, 1 этаж"],
  ["krasnodar", "ТРЦ «Галерея Краснодар»", "ул. Головатого, 313, 2 этаж"],
  ["samara", "ТРЦ «Космопорт»", "ул. Дыбенко, 30, 1 этаж"],
  ["rostov_na_donu", "ТРЦ «Горизонт»", "пр. Михаила Нагибина, 32/2, 2 этаж"],
  ["rostov_na_donu", "ТРЦ «Мега Ростов»", "Новочеркасское ш., 33, 1 этаж"],
  ["voronezh", "ТРЦ «Галерея Чижова»", "ул. Кольцовская, 35А, 2 этаж"],
  ["ufa", "ТРЦ «Планета»", "ул. Энтузиастов, 20, 1 этаж"],
  ["perm", "ТРЦ «Планета»", "ул. Спешилова, 114, 2 этаж"],
  ["veliky_novgorod", "ТРЦ «Мармелад»", "ул. Ломоносова, 29, 1 этаж"],
  ["pskov", "ТРК «Акваполис»", "Рижский пр., 16, 1 этаж"],
];

/** The shops' opening hours, as the shops page and the checkout show them (shops/opening-hours.ts reads them). */
export const SCHEDULES = ["Ежедневно 10:00–22:00", "Ежедневно 10:00–21:00", "Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00"];
const PICKUP_PROVIDERS = ["СДЭК", "Boxberry", "5Post"];
const STREETS = [
  "ул. Ленина",
  "пр. Мира",
  "ул. Советская",
  "ул. Гагарина",
  "ул. Пушкина",
  "ул. Садовая",
  "ул. Молодёжная",
];

/** Delivery time slots offered for courier delivery. */
const DELIVERY_INTERVALS: [string, string][] = [
  ["10:00", "14:00"],
  ["14:00", "18:00"],
  ["18:00", "22:00"],
];

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Seeds cities, stores, pickup points and delivery intervals; returns the ids of the stores that get catalogue stock. */
export function seedLocations(db: Database.Database, random: Random): number[] {
  const insertCity = db.prepare(
    "INSERT INTO cities (id, code, name, region, lat, lon, sort, has_courier, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertStore = db.prepare(
    `INSERT INTO stores (id, city_id, name, address, phone, schedule, lat, lon, is_pickup)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPickupPoint = db.prepare(
    `INSERT INTO pickup_points (city_id, provider, name, address, schedule, lat, lon) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const near = ([lat, lon]: [number, number], spread: number): [number, number] => [
    round6(lat + (random.next() - 0.5) * spread),
    round6(lon + (random.next() - 0.5) * spread * 1.8),
  ];

  const storeIds: number[] = [];
  CITIES.forEach(([code, name, region, coordinates, phoneCode], cityIndex) => {
    const cityId = cityIndex + 1;
    const hasCourier = !SMALL_CITY_CODES.includes(code);
    insertCity.run(
      cityId,
      code,
      name,
      region,
      coordinates[0],
      coordinates[1],
      cityIndex + 1,
      hasCourier ? 1 : 0,
      timeZoneOf(region),
    );
    const stores = STORES.filter(([cityCode]) => cityCode === code);
    stores.forEach(([, storeName, address], storeIndex) => {
      const storeId = cityId * 100 + storeIndex + 1;
      const [lat, lon] = near(coordinates, 0.12);
      const phone = `+7 (${phoneCode}) ${random.int(200, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`;
      // Every store but the last of a city with several stores takes online orders for pickup.
      const isPickup = stores.length === 1 || storeIndex < stores.length - 1;
      insertStore.run(
        storeId,
        cityId,
        `LOVE STORE, ${storeName}`,
        address,
        phone,
        random.pick(SCHEDULES),
        lat,
        lon,
        isPickup ? 1 : 0,
      );
      // The catalogue's store stock is drawn over the original cities' stores only (so adding the small cities kept
      // every product's stock as it was); the small cities' stores get theirs in seedSmallCityStock.
      if (hasCourier) storeIds.push(storeId);
    });
    const pickupPoints = random.int(2, 4);
    for (let i = 0; i < pickupPoints; i++) {
      const provider = PICKUP_PROVIDERS[i % PICKUP_PROVIDERS.length];
      const [lat, lon] = near(coordinates, 0.15);
      const address = `${random.pick(STREETS)}, ${random.int(1, 120)}`;
      insertPickupPoint.run(cityId, provider, `Пункт выдачи ${provider}`, address, "Ежедневно 09:00–21:00", lat, lon);
    }
  });

  const insertInterval = db.prepare(
    "INSERT INTO delivery_intervals (id, name, time_from, time_to, sort) VALUES (?, ?, ?, ?, ?)",
  );
  DELIVERY_INTERVALS.forEach(([from, to], index) =>
    insertInterval.run(index + 1, `${from}–${to}`, from, to, index + 1),
  );
  return storeIds;
}
