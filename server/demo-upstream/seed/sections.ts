import type Database from "better-sqlite3";
import type { Garment } from "../media/garments";

/** Ids fixed by the storefront: the main menu marks 57 as new and 58 as sale. */
export const NEW_SECTION_ID = 57;
export const SALE_SECTION_ID = 58;

/**
 * [id, parent id, code, name, garment, description, link]: the silhouette of the products of a leaf section (leaf
 * sections without one hold no products), one sentence for the section page, and a link that overrides
 * `/catalog/{path}/` (gift certificates and LOVE 2.0 live elsewhere).
 */
type SectionRow = [
  id: number,
  parentId: number | null,
  code: string,
  name: string,
  garment: Garment | null,
  description: string,
  link?: string,
];

/** The catalogue tree in menu order, depth first. Codes are transliterated, lowercase. */
const SECTIONS: SectionRow[] = [
  [
    NEW_SECTION_ID,
    null,
    "new",
    "Новинки",
    null,
    "Свежие поступления сезона: новые модели появляются в каталоге каждую неделю.",
  ],
  [
    1,
    null,
    "odezhda",
    "Одежда",
    null,
    "Женская одежда на каждый день и для особых случаев — от базовых футболок до вечерних платьев.",
  ],
  [101, 1, "platya", "Платья", null, "Платья на любой случай: лёгкие мини, универсальные миди и струящиеся макси."],
  [
    10101,
    101,
    "platya-mini",
    "Платья мини",
    "dress",
    "Короткие платья для жарких дней и вечеринок — с запахом, принтами и пышными рукавами.",
  ],
  [
    10102,
    101,
    "platya-midi",
    "Платья миди",
    "dress",
    "Платья длины миди, которые одинаково уместны в офисе, на прогулке и на свидании.",
  ],
  [
    10103,
    101,
    "platya-maksi",
    "Платья макси",
    "dress",
    "Длинные платья и сарафаны из струящихся тканей для отпуска и торжественных выходов.",
  ],
  [
    102,
    1,
    "bluzki-i-rubashki",
    "Блузки и рубашки",
    null,
    "Блузки и рубашки из вискозы, хлопка и льна — основа офисного и повседневного гардероба.",
  ],
  [
    10201,
    102,
    "bluzki",
    "Блузки",
    "blouse",
    "Женственные блузки с бантами, воротниками-стойками и объёмными рукавами.",
  ],
  [10202, 102, "rubashki", "Рубашки", "blouse", "Рубашки свободного и приталенного кроя из хлопка, поплина и льна."],
  [103, 1, "bryuki", "Брюки", null, "Брюки всех силуэтов: прямые, широкие и палаццо — для работы и выходных."],
  [
    10301,
    103,
    "pryamye-bryuki",
    "Прямые брюки",
    "trousers",
    "Прямые брюки и брюки со стрелками из костюмных тканей и шерсти.",
  ],
  [
    10302,
    103,
    "shirokie-bryuki",
    "Широкие брюки",
    "trousers",
    "Широкие брюки, кюлоты и бананы — удобные модели со свободной посадкой.",
  ],
  [
    10303,
    103,
    "bryuki-palatstso",
    "Брюки-палаццо",
    "trousers",
    "Брюки-палаццо из вискозы и льна, которые мягко струятся при движении.",
  ],
  [104, 1, "yubki", "Юбки", null, "Юбки мини, миди и макси: плиссе, карандаши, трапеции и модели на запах."],
  [10401, 104, "yubki-mini", "Юбки мини", "skirt", "Короткие юбки и юбки-шорты из твида, экокожи и денима."],
  [10402, 104, "yubki-midi", "Юбки миди", "skirt", "Юбки длины миди — плиссе, карандаши и модели с разрезом."],
  [10403, 104, "yubki-maksi", "Юбки макси", "skirt", "Длинные юбки с воланами и принтами для лёгких летних образов."],
  [
    105,
    1,
    "dzhinsy",
    "Джинсы",
    "jeans",
    "Джинсы mom, wide leg, прямые, скинни и клёш из плотного и эластичного денима.",
  ],
  [106, 1, "trikotazh", "Трикотаж", null, "Тёплый и мягкий трикотаж: джемперы, кардиганы, свитшоты и худи."],
  [10601, 106, "dzhempery", "Джемперы", "knit", "Джемперы, свитеры и водолазки из мериноса, кашемира и хлопка."],
  [10602, 106, "kardigany", "Кардиганы", "knit", "Кардиганы на пуговицах — укороченные, удлинённые и из мохера."],
  [
    10603,
    106,
    "svitshoty-i-hudi",
    "Свитшоты и худи",
    "knit",
    "Свитшоты, худи и лонгсливы из футера для спорта и отдыха.",
  ],
  [
    107,
    1,
    "verkhnyaya-odezhda",
    "Верхняя одежда",
    null,
    "Пальто, куртки, тренчи и пуховики для межсезонья и холодной зимы.",
  ],
  [10701, 107, "palto", "Пальто", "coat", "Пальто из шерсти и смесовых тканей — двубортные, халаты и оверсайз."],
  [10702, 107, "kurtki", "Куртки", "jacket", "Куртки, бомберы и косухи из экокожи, денима и стёганых тканей."],
  [10703, 107, "trenchi", "Тренчи", "coat", "Классические и двубортные тренчи для весны и ранней осени."],
  [
    10704,
    107,
    "pukhoviki",
    "Пуховики",
    "jacket",
    "Тёплые пуховики с натуральным пухом — укороченные, удлинённые и пальто.",
  ],
  [108, 1, "futbolki-i-topy", "Футболки и топы", "tshirt", "Базовые футболки, топы и майки из хлопка и модала."],
  [109, 1, "kostyumy", "Костюмы", "jacket", "Жакеты, блейзеры, жилеты и брючные костюмы для делового гардероба."],
  [2, null, "obuv", "Обувь", null, "Женская обувь на каждый сезон: ботинки, туфли, кроссовки и сапоги."],
  [201, 2, "botinki", "Ботинки", "boots", "Ботинки челси, модели на шнуровке и ботильоны из кожи и замши."],
  [202, 2, "tufli", "Туфли", "shoes", "Туфли-лодочки, лоферы, мюли и балетки на каблуке и без."],
  [
    203,
    2,
    "krossovki-i-kedy",
    "Кроссовки и кеды",
    "shoes",
    "Кроссовки и кеды из кожи и текстиля, в том числе на массивной подошве.",
  ],
  [204, 2, "sapogi", "Сапоги", "boots", "Сапоги, ботфорты и казаки из натуральной кожи и замши."],
  [
    3,
    null,
    "aksessuary",
    "Аксессуары",
    null,
    "Аксессуары, которые завершают образ: сумки, ремни, шарфы, головные уборы и украшения.",
  ],
  [301, 3, "sumki", "Сумки", "bag", "Шоперы, сумки кросс-боди, багеты, тоуты и рюкзаки."],
  [302, 3, "remni", "Ремни", "belt", "Кожаные ремни и пояса с металлическими пряжками."],
  [
    303,
    3,
    "sharfy-i-platki",
    "Шарфы и платки",
    "scarf",
    "Шарфы, платки, палантины и снуды из шерсти, шёлка и кашемира.",
  ],
  [304, 3, "golovnye-ubory", "Головные уборы", "hat", "Шапки, береты, панамы и кепки на любую погоду."],
  [305, 3, "ukrasheniya", "Украшения", "jewelry", "Серьги, колье, браслеты и кольца из латуни с позолотой и жемчугом."],
  [
    SALE_SECTION_ID,
    null,
    "sale",
    "Sale",
    null,
    "Товары со скидкой до 50%: успейте купить любимые модели по выгодной цене.",
  ],
  [
    4,
    null,
    "certificate",
    "Подарочные сертификаты",
    null,
    "Электронные и пластиковые подарочные сертификаты LOVE STORE номиналом от 1 000 ₽.",
    "/certificate/digital/",
  ],
  [
    5,
    null,
    "love_2_0",
    "LOVE 2.0",
    null,
    "Принесите ненужную одежду в магазин и получите скидку на новую покупку.",
    "/initiatives/recycling/",
  ],
];

export type SeededSection = { id: number; ancestorIds: number[]; garment: Garment };

/** Inserts the tree; returns the leaf sections that hold products, with their ancestors. */
export function seedSections(db: Database.Database): SeededSection[] {
  const insert = db.prepare(
    `INSERT INTO sections (id, parent_id, name, code, path, link, depth, sort, garment, description)
     VALUES (@id, @parentId, @name, @code, @path, @link, @depth, @sort, @garment, @description)`,
  );
  const placed = new Map<number, { path: string; ancestorIds: number[] }>();
  const childCounts = new Map<number | null, number>();
  const parentIds = new Set(SECTIONS.map(([, parentId]) => parentId));
  const leaves: SeededSection[] = [];
  for (const [id, parentId, code, name, garment, description, link] of SECTIONS) {
    const parent = parentId === null ? null : placed.get(parentId)!;
    const path = parent ? `${parent.path}/${code}` : code;
    const ancestorIds = parent ? [...parent.ancestorIds, parentId!] : [];
    const position = (childCounts.get(parentId) ?? 0) + 1;
    childCounts.set(parentId, position);
    insert.run({
      id,
      parentId,
      name,
      code,
      path,
      link: link ?? `/catalog/${path}/`,
      depth: ancestorIds.length + 1,
      sort: position * 100,
      garment,
      description,
    });
    placed.set(id, { path, ancestorIds });
    if (!parentIds.has(id) && garment) leaves.push({ id, ancestorIds, garment });
  }
  return leaves;
}
