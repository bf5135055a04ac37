import type Database from "better-sqlite3";
import { COUPONS } from "../account/coupons";
import { SMALL_CITY_CODES } from "./locations";
import type { Random } from "./random";
import { DAY, SEED_NOW } from "./time";

/** Real street names per city code, 10–16 each; the demo users' addresses are among them. */
const STREETS: Record<string, string[]> = {
  moscow: [
    "ул. Тверская",
    "ул. Арбат",
    "ул. Новый Арбат",
    "Ленинский пр.",
    "Кутузовский пр.",
    "пр. Мира",
    "ул. Покровка",
    "ул. Мясницкая",
    "ул. Большая Якиманка",
    "Ленинградский пр.",
    "ул. Профсоюзная",
    "ул. Маросейка",
    "ул. Петровка",
    "ул. Земляной Вал",
    "Комсомольский пр.",
    "Ходынский б-р",
  ],
  st_petersburg: [
    "Невский пр.",
    "Лиговский пр.",
    "Московский пр.",
    "ул. Рубинштейна",
    "Каменноостровский пр.",
    "Литейный пр.",
    "ул. Садовая",
    "ул. Марата",
    "наб. реки Фонтанки",
    "Суворовский пр.",
    "ул. Гороховая",
    "Вознесенский пр.",
    "пр. Энгельса",
    "Большой пр. П. С.",
  ],
  kazan: [
    "ул. Баумана",
    "ул. Пушкина",
    "ул. Петербургская",
    "пр. Победы",
    "ул. Кремлёвская",
    "ул. Декабристов",
    "пр. Ямашева",
    "ул. Чистопольская",
    "ул. Карла Маркса",
    "ул. Островского",
    "ул. Гвардейская",
    "ул. Профсоюзная",
  ],
  ekaterinburg: [
    "ул. Вайнера",
    "ул. Малышева",
    "пр. Ленина",
    "ул. 8 Марта",
    "ул. Куйбышева",
    "ул. Белинского",
    "ул. Радищева",
    "ул. Челюскинцев",
    "ул. Металлургов",
    "ул. Мамина-Сибиряка",
    "ул. Репина",
    "ул. Шейнкмана",
  ],
  novosibirsk: [
    "Красный пр.",
    "ул. Ленина",
    "ул. Гоголя",
    "ул. Советская",
    "ул. Военная",
    "ул. Кирова",
    "ул. Фрунзе",
    "ул. Каменская",
    "ул. Октябрьская",
    "ул. Мичурина",
    "ул. Дуси Ковальчук",
    "ул. Богдана Хмельницкого",
  ],
  nizhny_novgorod: [
    "ул. Большая Покровская",
    "ул. Рождественская",
    "ул. Белинского",
    "ул. Минина",
    "ул. Варварская",
    "ул. Ильинская",
    "ул. Максима Горького",
    "пр. Гагарина",
    "ул. Родионова",
    "ул. Костина",
    "ул. Решетниковская",
  ],
  krasnodar: [
    "ул. Красная",
    "ул. Северная",
    "ул. Дзержинского",
    "ул. Головатого",
    "ул. Ставропольская",
    "ул. Московская",
    "ул. Уральская",
    "ул. Рашпилевская",
    "ул. Гимназическая",
    "ул. Коммунаров",
    "ул. Кубанская Набережная",
  ],
  samara: [
    "ул. Ленинградская",
    "ул. Куйбышева",
    "Московское ш.",
    "ул. Дыбенко",
    "ул. Молодогвардейская",
    "ул. Галактионовская",
    "ул. Самарская",
    "ул. Ново-Садовая",
    "пр. Кирова",
    "ул. Фрунзе",
    "ул. Чапаевская",
  ],
  rostov_na_donu: [
    "ул. Большая Садовая",
    "Будённовский пр.",
    "Ворошиловский пр.",
    "ул. Пушкинская",
    "пр. Михаила Нагибина",
    "ул. Красноармейская",
    "ул. Социалистическая",
    "Соборный пер.",
    "ул. Малюгиной",
    "пр. Стачки",
    "пр. Шолохова",
  ],
  voronezh: [
    "пр. Революции",
    "ул. Кольцовская",
    "ул. Плехановская",
    "Московский пр.",
    "ул. Пушкинская",
    "ул. Карла Маркса",
    "ул. Фридриха Энгельса",
    "ул. Никитинская",
    "Ленинский пр.",
    "ул. Кирова",
    "ул. 20-летия Октября",
  ],
  ufa: [
    "ул. Ленина",
    "пр. Октября",
    "ул. Энтузиастов",
    "ул. Карла Маркса",
    "ул. Коммунистическая",
    "ул. Гоголя",
    "ул. Менделеева",
    "ул. Заки Валиди",
    "ул. Пушкина",
    "ул. Цюрупы",
    "б-р Ибрагимова",
    "ул. Революционная",
  ],
  perm: [
    "Комсомольский пр.",
    "ул. Ленина",
    "ул. Сибирская",
    "ул. Петропавловская",
    "ул. Екатерининская",
    "ул. Спешилова",
    "ул. Пушкина",
    "ул. Куйбышева",
    "ул. Революции",
    "ул. Монастырская",
    "ул. Газеты Звезда",
    "ул. Луначарского",
  ],
  veliky_novgorod: [
    "ул. Большая Московская",
    "ул. Большая Санкт-Петербургская",
    "ул. Ломоносова",
    "ул. Германа",
    "ул. Чудинцева",
    "ул. Рогатица",
    "ул. Кооперативная",
    "ул. Людогоща",
    "пр. Мира",
    "ул. Щитная",
  ],
  pskov: [
    "Октябрьский пр.",
    "ул. Советская",
    "Рижский пр.",
    "ул. Некрасова",
    "ул. Труда",
    "ул. Гоголя",
    "ул. Пушкина",
    "Кузнецкая ул.",
    "ул. Максима Горького",
    "Ленинградское ш.",
  ],
};

/** Buildings that must exist: the demo users' addresses (GET /address finds them). */
const REQUIRED_BUILDINGS: Record<string, Record<string, string[]>> = {
  moscow: { "ул. Тверская": ["12"] },
  st_petersburg: { "Невский пр.": ["88"] },
  kazan: { "ул. Баумана": ["15"] },
};

/** Lowercase with ё folded to е: the form `streets.search` and every address query are compared in. */
export function foldSearch(value: string): string {
  return value.toLowerCase().replaceAll("ё", "е");
}

/** '2к1' sorts after '2' and before '10': by the leading number, then the rest. */
function buildingSort(name: string): number {
  const number = Number(/^\d+/.exec(name)?.[0] ?? 0);
  return number * 100 + (name.length - String(number).length);
}

/**
 * Inserts a city's streets and 8–20 buildings on each ('1', '2к1', '10с2', '5А'); `required` buildings are among them.
 * The random draws are per street, in list order.
 */
export function insertStreets(
  db: Database.Database,
  random: Random,
  cityId: number,
  names: string[],
  required: Record<string, string[]> = {},
): void {
  const insertStreet = db.prepare("INSERT INTO streets (city_id, name, search, sort) VALUES (?, ?, ?, ?)");
  const insertBuilding = db.prepare("INSERT INTO buildings (street_id, name, sort) VALUES (?, ?, ?)");
  names.forEach((name, index) => {
    const streetId = Number(insertStreet.run(cityId, name, foldSearch(name), index + 1).lastInsertRowid);
    const buildings = new Set(required[name] ?? []);
    const count = random.int(8, 20);
    let number = 0;
    while (buildings.size < count) {
      number += random.int(1, 9);
      const roll = random.next();
      const suffix =
        roll < 0.7
          ? ""
          : roll < 0.8
            ? `к${random.int(1, 3)}`
            : roll < 0.9
              ? `с${random.int(1, 4)}`
              : random.pick(["А", "Б"]);
      buildings.add(`${number}${suffix}`);
      if (suffix && random.chance(0.5)) buildings.add(String(number));
    }
    for (const building of [...buildings].sort((a, b) => buildingSort(a) - buildingSort(b) || a.localeCompare(b))) {
      insertBuilding.run(streetId, building, buildingSort(building));
    }
  });
}

/** Streets of the seeded shop cities (the city directory's are seeded with it, seed/city-directory.ts). */
function seedStreets(db: Database.Database, random: Random): void {
  const cityIds = db.prepare<[], { id: number; code: string }>("SELECT id, code FROM cities ORDER BY id").all();
  for (const city of cityIds) {
    const names = STREETS[city.code];
    if (!names) throw new Error(`seed: no streets for ${city.code}`);
    insertStreets(db, random, city.id, names, REQUIRED_BUILDINGS[city.code]);
  }
}

/** The demo coupons (account/coupons.ts); USED2024 is spent already. */
function seedCoupons(db: Database.Database): void {
  const insert = db.prepare(
    "INSERT INTO coupons (code, percent, amount, min_basket, reusable, used_at) VALUES (@code, @percent, @amount, @minBasket, @reusable, @usedAt)",
  );
  for (const coupon of COUPONS) {
    insert.run({
      code: coupon.code,
      percent: coupon.percent ?? 0,
      amount: coupon.amount ?? 0,
      minBasket: coupon.minBasket ?? 0,
      reusable: Number(coupon.reusable ?? false),
      usedAt: coupon.used ? SEED_NOW - 30 * DAY : null,
    });
  }
}

/**
 * Stock for the small cities' stores: a share of the offers that already have both online and store stock (so no
 * offer changes its stock state: it had stock online and in a shop before, and still has).
 */
function seedSmallCityStock(db: Database.Database, random: Random): void {
  const stores = db
    .prepare<string[], number>(
      `SELECT s.id FROM stores s JOIN cities c ON c.id = s.city_id WHERE c.code IN (${SMALL_CITY_CODES.map(() => "?").join(", ")}) ORDER BY s.id`,
    )
    .pluck()
    .all(...SMALL_CITY_CODES);
  const candidates = db
    .prepare<[], number>(
      "SELECT id FROM offers WHERE quantity > 0 AND EXISTS (SELECT 1 FROM offer_stock WHERE offer_id = offers.id) ORDER BY id",
    )
    .pluck()
    .all();
  const insertStock = db.prepare("INSERT INTO offer_stock (offer_id, store_id, quantity) VALUES (?, ?, ?)");
  const addTotal = db.prepare("UPDATE offers SET total_quantity = total_quantity + ? WHERE id = ?");
  for (const offerId of candidates) {
    for (const storeId of stores) {
      if (!random.chance(0.25)) continue;
      const quantity = random.int(1, 3);
      insertStock.run(offerId, storeId, quantity);
      addTotal.run(quantity, offerId);
    }
  }
}

/** What the checkout needs beyond the catalogue: streets and buildings, coupons, and the small cities' shop stock. */
export function seedCheckout(db: Database.Database, random: Random): void {
  seedStreets(db, random);
  seedCoupons(db);
  seedSmallCityStock(db, random);
}
