import type Database from "better-sqlite3";
import type { Random } from "./random";

type CitySeed = {
  code: string;
  name: string;
  region: string;
  coordinates: [number, number];
  phoneCode: string;
  /** Shopping centres (or streets) with an address each. */
  stores: [string, string][];
  /** False for the small cities without courier delivery (only pickup points and shops). */
  courier?: false;
};

export const DEFAULT_CITY_CODE = "moscow";

const CITIES: CitySeed[] = [
  {
    code: "moscow", name: "Москва", region: "Москва", coordinates: [55.7558, 37.6173], phoneCode: "495",
    stores: [
      ["ТЦ «Европейский»", "пл. Киевского Вокзала, 2, 2 этаж"],
      ["ТРЦ «Авиапарк»", "Ходынский б-р, 4, 1 этаж"],
      ["ТЦ «Атриум»", "ул. Земляной Вал, 33, 1 этаж"],
      ["ТРЦ «Мега Тёплый Стан»", "Калужское ш., 21-й км, 1 этаж"],
      ["ТЦ «Метрополис»", "Ленинградское ш., 16А, стр. 4, 2 этаж"],
      ["Флагманский магазин", "ул. Тверская, 12, стр. 1"],
    ],
  },
  {
    code: "st_petersburg", name: "Санкт-Петербург", region: "Санкт-Петербург", coordinates: [59.9386, 30.3141], phoneCode: "812",
    stores: [
      ["ТРЦ «Галерея»", "Лиговский пр., 30А, 2 этаж"],
      ["ТРК «Невский центр»", "Невский пр., 114–116, 1 этаж"],
      ["ТРЦ «Мега Дыбенко»", "Мурманское ш., 12-й км, 1 этаж"],
      ["ТРК «Гранд Каньон»", "пр. Энгельса, 154, 2 этаж"],
      ["ТЦ «Пик»", "пер. Крылова, 5, 1 этаж"],
    ],
  },
  {
    code: "kazan", name: "Казань", region: "Республика Татарстан", coordinates: [55.7963, 49.1088], phoneCode: "843",
    stores: [
      ["ТРЦ «Кольцо»", "ул. Петербургская, 1, 2 этаж"],
      ["ТРК «Мега Казань»", "пр. Победы, 141, 1 этаж"],
    ],
  },
  {
    code: "ekaterinburg", name: "Екатеринбург", region: "Свердловская область", coordinates: [56.8389, 60.6057], phoneCode: "343",
    stores: [
      ["ТРЦ «Гринвич»", "ул. 8 Марта, 46, 2 этаж"],
      ["ТРЦ «Пассаж»", "ул. Вайнера, 10, 1 этаж"],
      ["ТРЦ «Мега Екатеринбург»", "ул. Металлургов, 87, 1 этаж"],
    ],
  },
  {
    code: "novosibirsk", name: "Новосибирск", region: "Новосибирская область", coordinates: [55.0302, 82.9204], phoneCode: "383",
    stores: [
      ["ТРЦ «Галерея Новосибирск»", "ул. Гоголя, 13, 2 этаж"],
      ["ТРЦ «Аура»", "ул. Военная, 5, 1 этаж"],
    ],
  },
  {
    code: "nizhny_novgorod", name: "Нижний Новгород", region: "Нижегородская область", coordinates: [56.3269, 44.0059], phoneCode: "831",
    stores: [["ТРЦ «Небо»", "ул. Белинского, 124, 2 этаж"]],
  },
  {
    code: "krasnodar", name: "Краснодар", region: "Краснодарский край", coordinates: [45.0355, 38.9753], phoneCode: "861",
    stores: [
      ["ТРЦ «Красная площадь»", "ул. Дзержинского, 100, 1 этаж"],
      ["ТРЦ «Галерея Краснодар»", "ул. Головатого, 313, 2 этаж"],
    ],
  },
  {
    code: "samara", name: "Самара", region: "Самарская область", coordinates: [53.1959, 50.1002], phoneCode: "846",
    stores: [["ТРЦ «Космопорт»", "ул. Дыбенко, 30, 1 этаж"]],
  },
  {
    code: "rostov_na_donu", name: "Ростов-на-Дону", region: "Ростовская область", coordinates: [47.2357, 39.7015], phoneCode: "863",
    stores: [
      ["ТРЦ «Горизонт»", "пр. Михаила Нагибина, 32/2, 2 этаж"],
      ["ТРЦ «Мега Ростов»", "Новочеркасское ш., 33, 1 этаж"],
    ],
  },
  {
    code: "voronezh", name: "Воронеж", region: "Воронежская область", coordinates: [51.6608, 39.2003], phoneCode: "473",
    stores: [["ТРЦ «Галерея Чижова»", "ул. Кольцовская, 35А, 2 этаж"]],
  },
  {
    code: "ufa", name: "Уфа", region: "Республика Башкортостан", coordinates: [54.7388, 55.9721], phoneCode: "347",
    stores: [["ТРЦ «Планета»", "ул. Энтузиастов, 20, 1 этаж"]],
  },
  {
    code: "perm", name: "Пермь", region: "Пермский край", coordinates: [58.0105, 56.2502], phoneCode: "342",
    stores: [["ТРЦ «Планета»", "ул. Спешилова, 114, 2 этаж"]],
  },
  {
    code: "veliky_novgorod", name: "Великий Новгород", region: "Новгородская область", coordinates: [58.5213, 31.2710], phoneCode: "8162",
    stores: [["ТРЦ «Мармелад»", "ул. Ломоносова, 29, 1 этаж"]],
    courier: false,
  },
  {
    code: "pskov", name: "Псков", region: "Псковская область", coordinates: [57.8136, 28.3496], phoneCode: "8112",
    stores: [["ТРК «Акваполис»", "Рижский пр., 16, 1 этаж"]],
    courier: false,
  },
];

/** Codes of the small cities without courier delivery (their stores get stock in seedSmallCityStock). */
export const SMALL_CITY_CODES = CITIES.filter((city) => city.courier === false).map((city) => city.code);

const SCHEDULES = ["Ежедневно 10:00–22:00", "Ежедневно 10:00–21:00", "Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00"];
const PICKUP_PROVIDERS = ["СДЭК", "Boxberry", "5Post"];
const STREETS = ["ул. Ленина", "пр. Мира", "ул. Советская", "ул. Гагарина", "ул. Пушкина", "ул. Садовая", "ул. Молодёжная"];

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
    "INSERT INTO cities (id, code, name, region, lat, lon, sort, has_courier) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
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
  CITIES.forEach((city, cityIndex) => {
    const cityId = cityIndex + 1;
    insertCity.run(cityId, city.code, city.name, city.region, city.coordinates[0], city.coordinates[1], cityIndex + 1, city.courier === false ? 0 : 1);
    city.stores.forEach(([name, address], storeIndex) => {
      const storeId = cityId * 100 + storeIndex + 1;
      const [lat, lon] = near(city.coordinates, 0.12);
      const phone = `+7 (${city.phoneCode}) ${random.int(200, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`;
      // Every store but the last of a city with several stores takes online orders for pickup.
      const isPickup = city.stores.length === 1 || storeIndex < city.stores.length - 1;
      insertStore.run(storeId, cityId, `LOVE STORE, ${name}`, address, phone, random.pick(SCHEDULES), lat, lon, isPickup ? 1 : 0);
      // The catalogue's store stock is drawn over the original cities' stores only (so adding the small cities kept
      // every product's stock as it was); the small cities' stores get theirs in seedSmallCityStock.
      if (city.courier !== false) storeIds.push(storeId);
    });
    const pickupPoints = random.int(2, 4);
    for (let i = 0; i < pickupPoints; i++) {
      const provider = PICKUP_PROVIDERS[i % PICKUP_PROVIDERS.length];
      const [lat, lon] = near(city.coordinates, 0.15);
      const address = `${random.pick(STREETS)}, ${random.int(1, 120)}`;
      insertPickupPoint.run(cityId, provider, `Пункт выдачи ${provider}`, address, "Ежедневно 09:00–21:00", lat, lon);
    }
  });

  const insertInterval = db.prepare("INSERT INTO delivery_intervals (id, name, time_from, time_to, sort) VALUES (?, ?, ?, ?, ?)");
  DELIVERY_INTERVALS.forEach(([from, to], index) => insertInterval.run(index + 1, `${from}–${to}`, from, to, index + 1));
  return storeIds;
}
