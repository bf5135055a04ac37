/** Words the product seed is made of: names, colours, materials, sizes and price ranges per leaf section. */

export type Colour = { name: string; genitive: string; hex: string };

export const COLOURS: Colour[] = [
  { name: "Чёрный", genitive: "чёрного", hex: "#1a1a1a" },
  { name: "Белый", genitive: "белого", hex: "#ffffff" },
  { name: "Молочный", genitive: "молочного", hex: "#f3eee3" },
  { name: "Бежевый", genitive: "бежевого", hex: "#d8c3a5" },
  { name: "Серый меланж", genitive: "серого меланжевого", hex: "#9a9a9a" },
  { name: "Тёмно-синий", genitive: "тёмно-синего", hex: "#1f2a44" },
  { name: "Синий", genitive: "синего", hex: "#2f5fa7" },
  { name: "Голубой", genitive: "голубого", hex: "#a7c7e7" },
  { name: "Зелёный", genitive: "зелёного", hex: "#3e6b48" },
  { name: "Оливковый", genitive: "оливкового", hex: "#6b6b3a" },
  { name: "Бордовый", genitive: "бордового", hex: "#6d1a2a" },
  { name: "Красный", genitive: "красного", hex: "#c8102e" },
  { name: "Розовый", genitive: "розового", hex: "#e8a0b4" },
  { name: "Терракотовый", genitive: "терракотового", hex: "#c46a4a" },
  { name: "Коричневый", genitive: "коричневого", hex: "#6b4a32" },
  { name: "Горчичный", genitive: "горчичного", hex: "#d4a017" },
  { name: "Лиловый", genitive: "лилового", hex: "#9c7bb5" },
];

export const PROMO_HIT = "Хит";
export const PROMO_NEW = "Новинка";

const NUMERIC_SIZES = ["40", "42", "44", "46", "48", "50", "52"];
const LETTER_SIZES = ["XS", "S", "M", "L", "XL"];
const SHOE_SIZES = ["36", "37", "38", "39", "40", "41"];
const ONE_SIZE = "Б/Р";

/** Sort key of a size: numeric sizes by number, then XS…XL, then one size. */
export function sizeSortKey(size: string): number {
  if (/^\d+$/.test(size)) return Number(size);
  const letter = LETTER_SIZES.indexOf(size);
  return letter >= 0 ? 1000 + letter : 2000;
}

/** Every size value in display order; a product's `size_mask` has bit i set when it has FACET_SIZES[i] in stock. */
export const FACET_SIZES: readonly string[] = [
  ...new Set([...SHOE_SIZES, ...NUMERIC_SIZES, ...LETTER_SIZES, ONE_SIZE]),
].sort((a, b) => sizeSortKey(a) - sizeSortKey(b));

/** The mask of the given sizes (unknown sizes add nothing). */
export function sizeMask(sizes: readonly string[]): number {
  return sizes.reduce((mask, size) => (FACET_SIZES.includes(size) ? mask | (1 << FACET_SIZES.indexOf(size)) : mask), 0);
}

/** Which size table a product gets: clothing (40–52 / XS–XL), shoes, belts, or none (one size). */
export type SizeKind = "clothing" | "shoes" | "belt" | "single";
type SizeScale = { kind: SizeKind; sizes: string[]; minRun: number };

const CLOTHING: SizeScale = { kind: "clothing", sizes: NUMERIC_SIZES, minRun: 4 };
const LETTERS: SizeScale = { kind: "clothing", sizes: LETTER_SIZES, minRun: 3 };
const SHOES: SizeScale = { kind: "shoes", sizes: SHOE_SIZES, minRun: 4 };
const BELTS: SizeScale = { kind: "belt", sizes: LETTER_SIZES.slice(1, 4), minRun: 3 };
const SINGLE: SizeScale = { kind: "single", sizes: [ONE_SIZE], minRun: 1 };

export type LeafVocabulary = {
  /** Relative share of the catalogue. */
  weight: number;
  bases: string[];
  details: string[];
  compositions: string[];
  /** Full price range in roubles. */
  price: [number, number];
  sizes: SizeScale;
};

const VISCOSE = ["Вискоза 100%", "Вискоза 70%, полиэстер 30%", "Хлопок 100%", "Лён 55%, вискоза 45%", "Полиэстер 100%"];
const SUITING = [
  "Полиэстер 64%, вискоза 32%, эластан 4%",
  "Шерсть 50%, полиэстер 50%",
  "Хлопок 97%, эластан 3%",
  "Лён 100%",
];
const DENIM = ["Хлопок 100%", "Хлопок 98%, эластан 2%", "Хлопок 80%, лиоцелл 20%"];
const KNIT = [
  "Шерсть мериноса 100%",
  "Хлопок 100%",
  "Вискоза 50%, полиамид 30%, шерсть 20%",
  "Кашемир 10%, шерсть 40%, акрил 50%",
];
const OUTER = [
  "Шерсть 70%, полиамид 30%",
  "Хлопок 65%, полиэстер 35%",
  "Полиамид 100%, утеплитель: пух 80%, перо 20%",
  "Полиэстер 100%",
];
const JERSEY = ["Хлопок 100%", "Хлопок 95%, эластан 5%", "Модал 50%, хлопок 50%"];
const LEATHER = ["Натуральная кожа", "Натуральная замша", "Экокожа", "Текстиль, экокожа"];
const BAGS = ["Экокожа", "Натуральная кожа", "Натуральная замша", "Текстиль, экокожа"];
const BELT_LEATHER = ["Натуральная кожа", "Экокожа", "Натуральная замша"];
const SCARVES = ["Шерсть 100%", "Вискоза 100%", "Шёлк 100%", "Кашемир 30%, шерсть 70%", "Хлопок 50%, модал 50%"];
const HATS = ["Шерсть 100%", "Шерсть 50%, акрил 50%", "Хлопок 100%", "Полиэстер 100%"];
const JEWELRY = [
  "Латунь, покрытие золотом",
  "Латунь, покрытие серебром",
  "Латунь, искусственный жемчуг",
  "Серебро 925",
];

/**
 * A material named in the product name wins over the composition picked at random (which is still picked, so the
 * random sequence is unchanged): [phrase in the name, what the composition must mention, composition otherwise].
 */
const NAMED_MATERIALS: [phrase: string, mentions: string, composition: string][] = [
  ["из натуральной кожи", "натуральная кожа", "Натуральная кожа"],
  ["из экокожи", "экокожа", "Экокожа"],
  ["из замши", "замша", "Натуральная замша"],
  ["из текстиля", "текстиль", "Текстиль, экокожа"],
  ["из вискозы", "вискоза", "Вискоза 100%"],
  ["из льна", "лён", "Лён 100%"],
  ["из органического хлопка", "хлопок", "Хлопок 100%"],
  ["из хлопка", "хлопок", "Хлопок 100%"],
  ["из поплина", "хлопок", "Хлопок 100%"],
  ["из вельвета", "хлопок", "Хлопок 100%"],
  ["из футера", "хлопок", "Хлопок 100%"],
  ["из денима", "хлопок", "Хлопок 98%, эластан 2%"],
  ["из сатина", "вискоза", "Вискоза 70%, полиэстер 30%"],
  ["из шифона", "полиэстер", "Полиэстер 100%"],
  ["из мериноса", "мериноса", "Шерсть мериноса 100%"],
  ["из кашемира", "кашемир", "Кашемир 30%, шерсть 70%"],
  ["из мохера", "шерсть", "Шерсть 40%, мохер 30%, полиамид 30%"],
  ["из смесовой шерсти", "шерсть", "Шерсть 70%, полиамид 30%"],
  ["из шерсти", "шерсть", "Шерсть 100%"],
  ["из твида", "шерсть", "Шерсть 50%, полиэстер 50%"],
  ["из фетра", "шерсть", "Шерсть 100%"],
  ["из шёлка", "шёлк", "Шёлк 100%"],
  ["из латуни", "латунь", "Латунь, покрытие золотом"],
  ["с позолотой", "золотом", "Латунь, покрытие золотом"],
  ["с жемчугом", "жемчуг", "Латунь, искусственный жемчуг"],
];

/** The composition of a product called `name`, given the one picked from its section's list. */
export function compositionFor(name: string, picked: string): string {
  const lower = name.toLowerCase();
  for (const [phrase, mentions, composition] of NAMED_MATERIALS) {
    if (lower.includes(phrase)) return picked.toLowerCase().includes(mentions) ? picked : composition;
  }
  return picked;
}

/** Keyed by leaf section id (see sections.ts). */
export const VOCABULARY: Record<number, LeafVocabulary> = {
  10101: {
    weight: 5,
    bases: ["Платье мини", "Платье-рубашка мини", "Платье-комбинация мини"],
    details: [
      "с запахом",
      "с открытыми плечами",
      "с пышными рукавами",
      "в горошек",
      "с цветочным принтом",
      "из вискозы",
      "с поясом",
    ],
    compositions: VISCOSE,
    price: [2999, 8999],
    sizes: CLOTHING,
  },
  10102: {
    weight: 7,
    bases: ["Платье миди", "Платье-рубашка миди", "Платье-футляр миди"],
    details: [
      "с запахом",
      "с поясом",
      "из вискозы",
      "на пуговицах",
      "со сборками",
      "с разрезом",
      "из льна",
      "в полоску",
    ],
    compositions: VISCOSE,
    price: [3999, 11999],
    sizes: CLOTHING,
  },
  10103: {
    weight: 4,
    bases: ["Платье макси", "Сарафан макси", "Платье-комбинация макси"],
    details: ["с воланами", "из шифона", "с открытой спиной", "с цветочным принтом", "на бретелях", "из льна"],
    compositions: VISCOSE,
    price: [4999, 14999],
    sizes: CLOTHING,
  },
  10201: {
    weight: 5,
    bases: ["Блузка", "Блузка свободного кроя", "Блузка-боди"],
    details: [
      "из вискозы с бантом",
      "с воротником-стойкой",
      "с объёмными рукавами",
      "из сатина",
      "с кружевной отделкой",
      "с вышивкой",
    ],
    compositions: VISCOSE,
    price: [1999, 6999],
    sizes: CLOTHING,
  },
  10202: {
    weight: 4,
    bases: ["Рубашка", "Рубашка оверсайз", "Рубашка приталенная"],
    details: ["из хлопка", "из поплина", "в полоску", "из льна", "с нагрудными карманами", "из денима"],
    compositions: VISCOSE,
    price: [1999, 5999],
    sizes: CLOTHING,
  },
  10301: {
    weight: 3,
    bases: ["Брюки прямые", "Брюки со стрелками", "Брюки-сигареты"],
    details: ["из костюмной ткани", "с высокой посадкой", "укороченные", "из шерсти", "с защипами"],
    compositions: SUITING,
    price: [2999, 7999],
    sizes: CLOTHING,
  },
  10302: {
    weight: 3,
    bases: ["Брюки широкие", "Брюки-кюлоты", "Брюки-бананы"],
    details: ["на резинке", "из льна", "с поясом", "из вельвета", "с защипами"],
    compositions: SUITING,
    price: [2999, 7999],
    sizes: CLOTHING,
  },
  10303: {
    weight: 2,
    bases: ["Брюки-палаццо"],
    details: ["из вискозы", "из льна", "с высокой посадкой", "из струящейся ткани", "с поясом"],
    compositions: SUITING,
    price: [3499, 8499],
    sizes: CLOTHING,
  },
  10401: {
    weight: 2,
    bases: ["Юбка мини", "Юбка-шорты", "Юбка-трапеция мини"],
    details: ["из экокожи", "из твида", "в клетку", "из денима", "с запахом"],
    compositions: SUITING,
    price: [1999, 5999],
    sizes: CLOTHING,
  },
  10402: {
    weight: 3,
    bases: ["Юбка миди", "Юбка-плиссе миди", "Юбка-карандаш"],
    details: ["с разрезом", "из сатина", "на запах", "из вискозы", "с поясом"],
    compositions: SUITING,
    price: [2499, 6999],
    sizes: CLOTHING,
  },
  10403: {
    weight: 2,
    bases: ["Юбка макси", "Юбка-плиссе макси"],
    details: ["с воланами", "из шифона", "с разрезом", "с цветочным принтом", "из льна"],
    compositions: VISCOSE,
    price: [2999, 7999],
    sizes: CLOTHING,
  },
  105: {
    weight: 5,
    bases: ["Джинсы mom", "Джинсы wide leg", "Джинсы прямые", "Джинсы скинни", "Джинсы клёш"],
    details: [
      "с высокой посадкой",
      "с необработанным краем",
      "с потёртостями",
      "укороченные",
      "из органического хлопка",
    ],
    compositions: DENIM,
    price: [2999, 7999],
    sizes: CLOTHING,
  },
  10601: {
    weight: 3,
    bases: ["Джемпер", "Свитер", "Водолазка"],
    details: ["из мериноса", "с косами", "в рубчик", "оверсайз", "с высоким горлом", "из кашемира"],
    compositions: KNIT,
    price: [2499, 9999],
    sizes: LETTERS,
  },
  10602: {
    weight: 3,
    bases: ["Кардиган", "Кардиган укороченный", "Кардиган удлинённый"],
    details: ["на пуговицах", "из мохера", "с карманами", "в рубчик", "из шерсти"],
    compositions: KNIT,
    price: [2999, 9999],
    sizes: LETTERS,
  },
  10603: {
    weight: 3,
    bases: ["Свитшот", "Худи", "Лонгслив"],
    details: ["из футера", "с вышивкой", "оверсайз", "с капюшоном", "на молнии"],
    compositions: JERSEY,
    price: [1999, 5999],
    sizes: LETTERS,
  },
  10701: {
    weight: 3,
    bases: ["Пальто", "Пальто-халат", "Пальто двубортное"],
    details: ["из шерсти", "с поясом", "оверсайз", "удлинённое", "из смесовой шерсти"],
    compositions: OUTER,
    price: [9999, 24999],
    sizes: CLOTHING,
  },
  10702: {
    weight: 3,
    bases: ["Куртка", "Куртка-бомбер", "Косуха"],
    details: ["из экокожи", "стёганая", "с капюшоном", "из денима", "укороченная"],
    compositions: OUTER,
    price: [4999, 14999],
    sizes: CLOTHING,
  },
  10703: {
    weight: 2,
    bases: ["Тренч", "Тренч двубортный"],
    details: ["из хлопка", "с поясом", "удлинённый", "с погонами", "классический"],
    compositions: OUTER,
    price: [6999, 17999],
    sizes: CLOTHING,
  },
  10704: {
    weight: 2,
    bases: ["Пуховик", "Пуховик-пальто", "Пуховик укороченный"],
    details: ["с капюшоном", "матовый", "с поясом", "оверсайз", "стёганый"],
    compositions: OUTER,
    price: [7999, 19999],
    sizes: CLOTHING,
  },
  108: {
    weight: 5,
    bases: ["Футболка", "Топ", "Майка", "Футболка оверсайз"],
    details: ["из хлопка", "с принтом", "в рубчик", "с круглым вырезом", "базовая"],
    compositions: JERSEY,
    price: [999, 2999],
    sizes: LETTERS,
  },
  109: {
    weight: 3,
    bases: ["Жакет", "Блейзер", "Костюм брючный", "Жилет"],
    details: ["из костюмной ткани", "в клетку", "двубортный", "оверсайз", "из льна"],
    compositions: SUITING,
    price: [4999, 14999],
    sizes: CLOTHING,
  },
  201: {
    weight: 3,
    bases: ["Ботинки челси", "Ботинки на шнуровке", "Ботильоны"],
    details: ["из натуральной кожи", "на тракторной подошве", "из замши", "на каблуке"],
    compositions: LEATHER,
    price: [5999, 14999],
    sizes: SHOES,
  },
  202: {
    weight: 3,
    bases: ["Туфли-лодочки", "Лоферы", "Мюли", "Балетки"],
    details: ["из натуральной кожи", "из замши", "на каблуке", "с пряжкой", "лакированные"],
    compositions: LEATHER,
    price: [3999, 11999],
    sizes: SHOES,
  },
  203: {
    weight: 3,
    bases: ["Кроссовки", "Кеды", "Кеды на платформе"],
    details: ["из натуральной кожи", "из текстиля", "на массивной подошве", "базовые"],
    compositions: LEATHER,
    price: [3999, 9999],
    sizes: SHOES,
  },
  204: {
    weight: 2,
    bases: ["Сапоги", "Ботфорты", "Сапоги-казаки"],
    details: ["из натуральной кожи", "из замши", "на устойчивом каблуке", "с широким голенищем"],
    compositions: LEATHER,
    price: [7999, 19999],
    sizes: SHOES,
  },
  301: {
    weight: 4,
    bases: ["Сумка-шопер", "Сумка кросс-боди", "Сумка-багет", "Рюкзак", "Сумка-тоут"],
    details: ["из экокожи", "с цепочкой", "из натуральной кожи", "стёганая", "с широким ремнём"],
    compositions: BAGS,
    price: [1999, 9999],
    sizes: SINGLE,
  },
  302: {
    weight: 2,
    bases: ["Ремень", "Пояс"],
    details: ["из натуральной кожи", "с металлической пряжкой", "широкий", "узкий"],
    compositions: BELT_LEATHER,
    price: [1299, 3999],
    sizes: BELTS,
  },
  303: {
    weight: 2,
    bases: ["Шарф", "Платок", "Палантин", "Снуд"],
    details: ["из шерсти", "с принтом", "из шёлка", "в клетку", "из кашемира"],
    compositions: SCARVES,
    price: [1299, 4999],
    sizes: SINGLE,
  },
  304: {
    weight: 2,
    bases: ["Шапка", "Берет", "Панама", "Кепка"],
    details: ["из шерсти", "в рубчик", "из хлопка", "из фетра", "с отворотом"],
    compositions: HATS,
    price: [1299, 3999],
    sizes: SINGLE,
  },
  305: {
    weight: 2,
    bases: ["Серьги-кольца", "Колье", "Браслет", "Кольцо", "Серьги"],
    details: ["с жемчугом", "из латуни", "с позолотой", "с подвеской", "минималистичные"],
    compositions: JEWELRY,
    price: [1299, 4999],
    sizes: SINGLE,
  },
};
