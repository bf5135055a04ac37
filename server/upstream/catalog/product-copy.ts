/**
 * Generated product-page texts: description, display properties and the size table. Everything is derived from the
 * seeded product (model id, name, composition, section) through a hash, so the same database always answers the
 * same words and the colour variants of one model share them.
 */
import type { SizeTable } from "../../../app/contract/product";
import type { Garment } from "../media/garments";
import { VOCABULARY, type SizeKind } from "../seed/catalog-vocabulary";
import { hashSeed } from "../seed/random";

export type CopySource = {
  modelId: number;
  sectionId: number;
  garment: Garment;
  name: string;
  detailName: string;
  article: string;
  colorName: string;
  composition: string;
};

/** A deterministic pick for a model and a purpose. */
function pick<T>(source: CopySource, purpose: string, items: readonly T[]): T {
  return items[hashSeed(`${source.modelId}:${purpose}`) % items.length];
}

type Material = { sentence: string; care: string };

/** Keyed by the first material of the composition (lowercase; «Натуральная кожа/замша» by its second word). */
export const MATERIALS: Record<string, Material> = {
  вискоза: {
    sentence: "Вискоза мягко драпируется, приятна к телу и не электризуется.",
    care: "Деликатная стирка при 30 °C, гладить с изнанки",
  },
  хлопок: {
    sentence: "Натуральный хлопок хорошо пропускает воздух и остаётся мягким после множества стирок.",
    care: "Стирка при 40 °C, гладить при средней температуре",
  },
  лён: {
    sentence: "Лён дарит прохладу в жаркие дни, а лёгкая фактурность ткани — часть его характера.",
    care: "Стирка при 40 °C, гладить слегка влажным",
  },
  полиэстер: {
    sentence: "Плотная ткань держит форму и почти не мнётся — вещь легко взять с собой в поездку.",
    care: "Стирка при 30 °C, не отбеливать",
  },
  шерсть: {
    sentence: "Шерсть согревает в прохладную погоду и при этом не даёт перегреться.",
    care: "Ручная стирка при 30 °C или сухая чистка, сушить в расправленном виде",
  },
  кашемир: {
    sentence: "Кашемир в составе делает пряжу особенно мягкой и тёплой.",
    care: "Ручная стирка при 30 °C, сушить в расправленном виде",
  },
  полиамид: {
    sentence: "Лёгкий ветрозащитный верх и натуральный пух сохраняют тепло даже в сильный мороз.",
    care: "Деликатная стирка при 30 °C с мячиками для стирки пуховиков",
  },
  модал: {
    sentence: "Модал мягче хлопка, хорошо тянется и сохраняет цвет после стирок.",
    care: "Деликатная стирка при 30 °C",
  },
  кожа: {
    sentence: "Натуральная кожа со временем становится только красивее и служит не один сезон.",
    care: "Чистить средствами для гладкой кожи, беречь от влаги",
  },
  замша: {
    sentence: "Мягкая натуральная замша с бархатистой фактурой выглядит дорого и благородно.",
    care: "Чистить щёткой для замши, обработать водоотталкивающим средством",
  },
  экокожа: {
    sentence: "Экокожа выглядит как натуральная, легко чистится и не боится дождя.",
    care: "Протирать влажной тканью",
  },
  текстиль: {
    sentence: "Текстильный верх с отделкой из экокожи лёгкий и хорошо дышит.",
    care: "Протирать влажной тканью, не стирать в машине",
  },
  латунь: {
    sentence: "Латунь с защитным покрытием не темнеет при бережном уходе.",
    care: "Беречь от влаги, духов и косметики, хранить отдельно",
  },
  шёлк: {
    sentence: "Натуральный шёлк мягко струится и приятно холодит кожу.",
    care: "Ручная стирка при 30 °C, не отжимать",
  },
  серебро: {
    sentence: "Серебро 925-й пробы подходит для ежедневной носки и не вызывает раздражения.",
    care: "Хранить в закрытой шкатулке, чистить мягкой тканью",
  },
};
const FALLBACK_MATERIAL: Material = {
  sentence: "Материал приятен к телу и хорошо держит форму.",
  care: "Деликатная стирка при 30 °C",
};

function material(composition: string): Material {
  const words = composition
    .toLowerCase()
    .split(/[\s,%\d]+/)
    .filter(Boolean);
  const key = words[0] === "натуральная" ? words[1] : words[0];
  return MATERIALS[key] ?? FALLBACK_MATERIAL;
}

/** «{detailName} — {phrase}.» */
const PHRASES: Record<Garment, string[]> = {
  dress: [
    "женственная модель, которая подходит и для офиса, и для вечера",
    "лёгкое платье на каждый день",
    "платье, вокруг которого легко собрать весь образ",
  ],
  blouse: [
    "блузка, которая освежит деловой гардероб",
    "универсальная модель для офиса и выходных",
    "вещь, которую легко сочетать с брюками, юбками и джинсами",
  ],
  tshirt: [
    "базовая вещь, которая пригодится в любом гардеробе",
    "удобная модель на каждый день",
    "лёгкий верх для многослойных образов",
  ],
  knit: [
    "уютный трикотаж для прохладных дней",
    "мягкая модель, в которой тепло и комфортно",
    "вещь, которая станет основой осеннего гардероба",
  ],
  coat: [
    "верхняя одежда на межсезонье, которая прослужит не один год",
    "лаконичная модель, которая подходит и к платьям, и к джинсам",
    "тёплая и элегантная вещь для холодного сезона",
  ],
  jacket: ["модель, которая добавит образу характера", "практичная вещь на каждый день", "удобная модель для города"],
  trousers: [
    "брюки, которые одинаково уместны в офисе и на прогулке",
    "удобная модель на каждый день",
    "модель, которая красиво подчёркивает силуэт",
  ],
  jeans: [
    "джинсы, которые легко сочетать с чем угодно",
    "модель из плотного денима на каждый день",
    "джинсы, которые хорошо сидят и не теряют форму",
  ],
  skirt: [
    "юбка, которая впишется и в деловой, и в повседневный образ",
    "женственная модель на каждый день",
    "юбка, которую можно носить круглый год",
  ],
  shoes: [
    "удобная пара на каждый день",
    "обувь, которая завершит и деловой, и повседневный образ",
    "лёгкая пара для города",
  ],
  boots: [
    "тёплая и удобная пара на холодный сезон",
    "обувь, которая выдержит городские прогулки в любую погоду",
    "пара, которая подойдёт и к платьям, и к джинсам",
  ],
  bag: [
    "вместительная сумка на каждый день",
    "аксессуар, который завершит образ",
    "сумка, в которую помещается всё необходимое",
  ],
  belt: [
    "аксессуар, который подчеркнёт талию",
    "ремень, который подойдёт к джинсам и брюкам",
    "деталь, которая завершит образ",
  ],
  scarf: [
    "мягкий аксессуар для прохладной погоды",
    "яркая деталь, которая оживит образ",
    "аксессуар, который можно носить по-разному",
  ],
  hat: [
    "головной убор, который защитит от непогоды",
    "аксессуар, который добавит образу настроения",
    "удобная модель на каждый день",
  ],
  jewelry: [
    "украшение, которое подойдёт и к повседневному, и к вечернему образу",
    "лаконичный акцент для любого наряда",
    "украшение, которое приятно подарить",
  ],
};

/** An optional third sentence: what to wear it with. */
const STYLING: Record<Garment, string[]> = {
  dress: ["Дополните образ лёгкими туфлями или кедами.", "С жакетом и лоферами платье подойдёт для офиса."],
  blouse: [
    "Заправьте её в брюки со стрелками или носите навыпуск с джинсами.",
    "Хорошо смотрится с юбкой миди и лоферами.",
  ],
  tshirt: ["Носите с джинсами, юбкой или под жакет.", "Хорошо сочетается с широкими брюками и кедами."],
  knit: ["Носите с джинсами или поверх платья.", "Хорошо сочетается с юбкой миди и ботинками."],
  coat: ["Носите с джинсами и ботинками или поверх платья.", "Дополните образ шарфом в тон."],
  jacket: ["Хорошо сочетается с джинсами и кроссовками.", "Носите поверх платья или с прямыми брюками."],
  trousers: [
    "Дополните их блузкой и лоферами для офиса или футболкой и кедами для выходных.",
    "Хорошо сочетаются с жакетом и туфлями.",
  ],
  jeans: ["Носите с футболкой и кедами или с блузкой и туфлями.", "Хорошо сочетаются с трикотажем и ботинками."],
  skirt: ["Дополните образ блузкой или джемпером.", "Хорошо сочетается с ботинками и трикотажем."],
  shoes: ["Подойдут к платьям, юбкам и брюкам.", "Хорошо смотрятся с джинсами и укороченными брюками."],
  boots: ["Носите с джинсами, платьями и юбками миди.", "Хорошо сочетаются с пальто и тренчем."],
  bag: ["Подойдёт к деловому и повседневному образу.", "Носите в руке или на плече."],
  belt: ["Носите с джинсами, брюками или поверх платья.", "Подчеркнёт талию на пальто или жакете."],
  scarf: ["Завяжите на шее, накиньте на плечи или повяжите на сумку.", "Хорошо сочетается с пальто и тренчем."],
  hat: ["Хорошо сочетается с пальто и курткой.", "Подберите в тон шарфу или сумке."],
  jewelry: [
    "Носите отдельно или вместе с другими украшениями коллекции.",
    "Хорошо смотрится и с платьем, и с футболкой.",
  ],
};

/** Two or three sentences about the product. */
export function productDescription(source: CopySource): string {
  const sentences = [
    `${source.detailName} — ${pick(source, "phrase", PHRASES[source.garment])}.`,
    material(source.composition).sentence,
  ];
  if (hashSeed(`${source.modelId}:third`) % 3 !== 0) sentences.push(pick(source, "styling", STYLING[source.garment]));
  return sentences.join(" ");
}

const CLOTHING_GARMENTS = new Set<Garment>([
  "dress",
  "blouse",
  "tshirt",
  "knit",
  "coat",
  "jacket",
  "trousers",
  "jeans",
  "skirt",
]);
const COUNTRIES = ["Россия", "Турция", "Китай", "Узбекистан", "Вьетнам", "Индия"];

function fit(source: CopySource): string {
  const name = source.name.toLowerCase();
  if (name.includes("оверсайз")) return "Оверсайз";
  if (/приталенн|футляр|карандаш|скинни|сигарет/.test(name)) return "Приталенная";
  if (/свободного|широк|палаццо|кюлоты|бананы|wide|mom|халат/.test(name)) return "Свободная";
  return pick(source, "fit", ["Прямая", "Прямая", "Свободная", "Приталенная"]);
}

/** Display properties in page order. */
export function productDetails(source: CopySource): { name: string; value: string }[] {
  const details = [
    { name: "Артикул", value: source.article },
    { name: "Цвет", value: source.colorName },
    { name: "Состав", value: source.composition },
    { name: "Уход", value: material(source.composition).care },
  ];
  const name = source.name.toLowerCase();
  if (CLOTHING_GARMENTS.has(source.garment)) {
    details.push({ name: "Посадка", value: fit(source) });
    details.push({ name: "Рост модели на фото", value: `${pick(source, "height", [168, 170, 172, 174, 176])} см` });
  } else if (source.garment === "shoes" || source.garment === "boots") {
    const flat = /кроссовки|кеды|балетки|лоферы/.test(name);
    details.push(
      flat
        ? { name: "Высота подошвы", value: pick(source, "sole", ["2 см", "3 см", "4 см"]) }
        : { name: "Высота каблука", value: pick(source, "heel", ["3 см", "5 см", "7 см", "9 см"]) },
    );
    details.push({
      name: "Подкладка",
      value: pick(
        source,
        "lining",
        source.garment === "boots" ? ["Байка", "Натуральный мех", "Текстиль"] : ["Натуральная кожа", "Текстиль"],
      ),
    });
  } else if (source.garment === "bag") {
    const width = 20 + (hashSeed(`${source.modelId}:w`) % 20);
    const height = 15 + (hashSeed(`${source.modelId}:h`) % 15);
    const depth = 6 + (hashSeed(`${source.modelId}:d`) % 10);
    details.push({ name: "Размеры", value: `${width} × ${height} × ${depth} см` });
    details.push({
      name: "Застёжка",
      value: pick(source, "clasp", ["Молния", "Магнитная кнопка", "Клапан на кнопке"]),
    });
  } else if (source.garment === "belt") {
    details.push({ name: "Ширина", value: pick(source, "width", ["2,5 см", "3 см", "4 см"]) });
  }
  details.push({ name: "Страна производства", value: pick(source, "country", COUNTRIES) });
  return details;
}

const INTERNATIONAL = ["XXS", "XS", "S", "M", "L", "XL", "XXL"];
/** Foot length in cm for Russian shoe sizes 35–41 (European = Russian + 1). */
const FOOT_LENGTH = ["22,5", "23", "24", "24,5", "25", "26", "26,5"];

const SIZE_TABLES: Record<Exclude<SizeKind, "single">, SizeTable> = {
  clothing: {
    title: "Таблица размеров одежды",
    headers: ["Российский размер", "Международный размер", "Обхват груди, см", "Обхват талии, см", "Обхват бёдер, см"],
    rows: INTERNATIONAL.map((international, index) => {
      const russian = 40 + 2 * index;
      return [String(russian), international, String(2 * russian), String(2 * russian - 18), String(2 * russian + 8)];
    }),
    note: "Если ваши мерки оказались между двумя размерами, выберите больший.",
  },
  shoes: {
    title: "Таблица размеров обуви",
    headers: ["Российский размер", "Европейский размер", "Длина стопы, см"],
    rows: FOOT_LENGTH.map((length, index) => [String(35 + index), String(36 + index), length]),
    note: "Измерьте стопу от пятки до кончика большого пальца; если длина оказалась между размерами, выберите больший.",
  },
  belt: {
    title: "Таблица размеров ремней",
    headers: ["Размер", "Длина ремня, см", "Обхват талии, см"],
    rows: [
      ["S", "95", "66–74"],
      ["M", "105", "74–82"],
      ["L", "115", "82–90"],
    ],
    note: "Длина ремня измеряется от пряжки до среднего отверстия.",
  },
};

/** The size table of the product's leaf section, or null for one-size products. */
export function sizeTable(sectionId: number): SizeTable | null {
  const kind = VOCABULARY[sectionId]?.sizes.kind ?? "single";
  return kind === "single" ? null : SIZE_TABLES[kind];
}
