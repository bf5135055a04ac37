import type Database from "better-sqlite3";
import type { Garment } from "../media/garments";
import type { Random } from "./random";
import { DAY, SEED_NOW } from "./time";

/** What a look needs of a seeded product; the look's id and the picture that shows it are written back. */
export type SuiteCandidate = {
  leaf: { garment: Garment };
  pictureCount: number;
  suiteId: number | null;
  suitePicture: number | null;
};

type Theme = {
  code: string;
  name: string;
  description: string;
  /**
   * One piece per slot, of one of the slot's garments; a slot with nothing left to pick is skipped, so a description
   * must not promise a piece its look may lack (in the 300-product demo the shoes run out: seed.test.ts checks).
   */
  slots: Garment[][];
};

/** The stylists' looks, in the order they were put together. */
const THEMES: Theme[] = [
  {
    code: "ofisnyy-obraz",
    name: "Офисный образ",
    description:
      "Спокойные цвета и чистые линии для рабочей недели: комплект, который одинаково уместен на планёрке и на деловом обеде. Вещи легко носить и по отдельности — с джинсами в пятницу или с платьем на выходных.",
    slots: [["blouse"], ["trousers", "skirt"], ["shoes"], ["bag"]],
  },
  {
    code: "vykhodnye-v-gorode",
    name: "Выходные в городе",
    description:
      "Свободный и удобный комплект для прогулок, кофе с подругами и выставок — от утра до позднего вечера. Базовая футболка, деним и обувь, в которой не устают ноги.",
    slots: [["tshirt"], ["jeans"], ["shoes"], ["bag"]],
  },
  {
    code: "vecherniy-vykhod",
    name: "Вечерний выход",
    description:
      "Платье, в котором не потеряешься на празднике, и аксессуары, которые завершают образ. Подойдёт для театра, ужина в ресторане или дня рождения подруги.",
    slots: [["dress"], ["shoes"], ["jewelry"], ["bag"]],
  },
  {
    code: "romantichnoe-svidanie",
    name: "Романтичное свидание",
    description:
      "Мягкие фактуры, женственные силуэты и немного блеска — для встречи, после которой хочется гулять до ночи. Тёплый трикотаж спасёт, если вечер выдастся прохладным.",
    slots: [["dress", "skirt"], ["knit"], ["shoes"], ["jewelry"]],
  },
  {
    code: "progulka-u-morya",
    name: "Прогулка у моря",
    description:
      "Лёгкие ткани, панама от солнца и вместительная сумка: образ для отпуска, набережной и долгих летних вечеров. Всё складывается в чемодан и не мнётся в дороге.",
    slots: [["dress", "tshirt"], ["hat"], ["bag"], ["shoes"]],
  },
  {
    code: "osenniy-gorod",
    name: "Осенний город",
    description:
      "Пальто, тёплый трикотаж и устойчивые ботинки — многослойный комплект для сырой погоды и ранних сумерек. Шарф добавляет цвета серому дню.",
    slots: [["coat"], ["knit"], ["jeans", "trousers"], ["boots"], ["scarf"]],
  },
  {
    code: "smart-kezhual",
    name: "Смарт-кэжуал",
    description:
      "Жакет поверх футболки и брюки с ремнём — баланс строгости и свободы для пятницы в офисе и встреч после работы. Снимите жакет, и образ готов для вечера с друзьями.",
    slots: [["jacket"], ["tshirt"], ["trousers"], ["shoes"], ["belt"]],
  },
  {
    code: "uyutnyy-trikotazh",
    name: "Уютный трикотаж",
    description:
      "Мягкий джемпер, тёплый шарф и ботинки на устойчивой подошве — всё, чтобы холодный день оказался уютным. Комплект для прогулки по парку и долгого чаепития после неё.",
    slots: [["knit"], ["skirt", "trousers"], ["boots"], ["scarf"]],
  },
  {
    code: "zimnyaya-progulka",
    name: "Зимняя прогулка",
    description:
      "Тёплая куртка, шапка и плотный деним: комплект для морозного парка, катка и поездки за город. Трикотаж под курткой греет, но не делает образ громоздким.",
    slots: [["jacket"], ["knit"], ["jeans"], ["boots"], ["hat"]],
  },
  {
    code: "delovaya-vstrecha",
    name: "Деловая встреча",
    description:
      "Жакет, блузка и юбка — классический деловой костюм, собранный так, чтобы его части носились и по отдельности. Сумка вмещает документы и планшет.",
    slots: [["jacket"], ["blouse"], ["skirt"], ["shoes"], ["bag"]],
  },
  {
    code: "gorodskoy-sport-shik",
    name: "Городской спорт-шик",
    description:
      "Свитшот и свободные брюки или джинсы — расслабленный образ для активного дня в городе. Кепка или панама защитит от солнца и добавит образу лёгкости.",
    slots: [["knit"], ["trousers", "jeans"], ["shoes"], ["hat"]],
  },
  {
    code: "vesenniy-trench",
    name: "Весенний тренч",
    description:
      "Тренч, рубашка и джинсы — вечная классика межсезонья. К ней легко добавить платок, яркую сумку или сменить джинсы на юбку миди.",
    slots: [["coat"], ["blouse"], ["jeans"], ["shoes"], ["scarf"]],
  },
  {
    code: "piknik-v-parke",
    name: "Пикник в парке",
    description:
      "Струящееся платье и кардиган на случай прохладного ветра — для пикника, велопрогулки и поездки на дачу.",
    slots: [["dress"], ["knit"], ["shoes"], ["hat"]],
  },
  {
    code: "monokhrom",
    name: "Монохром",
    description:
      "Вещи одной гаммы, собранные в строгий и выразительный комплект. Такой образ выглядит цельно и дорого, а каждая его часть сочетается с остальным гардеробом.",
    slots: [["blouse", "tshirt"], ["trousers"], ["coat"], ["belt"]],
  },
  {
    code: "teatralnyy-vecher",
    name: "Театральный вечер",
    description:
      "Платье, пальто и украшения для вечера в театре или филармонии: элегантно в фойе и тепло по дороге домой. Небольшая сумка вмещает телефон, билеты и помаду.",
    slots: [["dress"], ["coat"], ["shoes"], ["jewelry"], ["bag"]],
  },
  {
    code: "puteshestvie-nalegke",
    name: "Путешествие налегке",
    description:
      "Несколько универсальных вещей, которые сочетаются между собой и помещаются в ручную кладь, — для выходных в другом городе. Куртка выручит в самолёте и в ветреный вечер.",
    slots: [["tshirt"], ["jeans"], ["jacket"], ["shoes"], ["bag"]],
  },
  {
    code: "dzhinsovyy-den",
    name: "Джинсовый день",
    description:
      "Деним в главной роли: джинсы, рубашка и куртка, которые можно носить вместе и по отдельности. Грубые ботинки и кожаный ремень добавляют характера.",
    slots: [["jeans"], ["blouse"], ["jacket"], ["boots"], ["belt"]],
  },
  {
    code: "prazdnichnyy-uzhin",
    name: "Праздничный ужин",
    description: "Юбка, нарядная блузка и серьги — образ для семейного праздника и ужина в ресторане.",
    slots: [["skirt"], ["blouse"], ["shoes"], ["jewelry"]],
  },
];

const LOOKS_SPAN_DAYS = 730;

export type SeededSuite = { id: number; code: string; name: string; description: string; createdAt: number };

/**
 * Puts products with photos together into looks of 2–5 pieces following the stylists' themes, at least one look per
 * theme and one per 50 products. Themes repeat in larger catalogues as numbered variants («Монохром № 2»). The looks
 * came out at an even pace over the two years before the seed's "now", in id order.
 */
export function assignSuites(random: Random, products: SuiteCandidate[]): SeededSuite[] {
  const pools = new Map<Garment, SuiteCandidate[]>();
  for (const product of products) {
    if (product.pictureCount === 0) continue;
    const pool = pools.get(product.leaf.garment) ?? [];
    pool.push(product);
    pools.set(product.leaf.garment, pool);
  }
  const take = (garments: Garment[]): SuiteCandidate | undefined => {
    const available = garments.filter((garment) => (pools.get(garment)?.length ?? 0) > 0);
    if (available.length === 0) return undefined;
    const pool = pools.get(random.pick(available))!;
    return pool.splice(random.int(0, pool.length - 1), 1)[0];
  };

  const suiteCount = Math.max(THEMES.length, Math.floor(products.length / 50));
  const suites: SeededSuite[] = [];
  for (let index = 0; index < suiteCount; index++) {
    const theme = THEMES[index % THEMES.length];
    const members = theme.slots.map(take).filter((member) => member !== undefined);
    if (members.length < 2) continue;
    const id = suites.length + 1;
    const round = Math.floor(index / THEMES.length) + 1;
    suites.push({
      id,
      code: round === 1 ? theme.code : `${theme.code}-${round}`,
      name: round === 1 ? theme.name : `${theme.name} № ${round}`,
      description: theme.description,
      createdAt: 0,
    });
    for (const member of members) {
      member.suiteId = id;
      member.suitePicture = random.int(0, member.pictureCount - 1);
    }
  }
  for (const suite of suites)
    suite.createdAt = SEED_NOW - Math.round(((suites.length - suite.id + 1) * LOOKS_SPAN_DAYS) / suites.length) * DAY;
  return suites;
}

export function insertSuites(db: Database.Database, suites: SeededSuite[]): void {
  const insert = db.prepare("INSERT INTO suites (id, code, name, description, created_at) VALUES (?, ?, ?, ?, ?)");
  for (const suite of suites) insert.run(suite.id, suite.code, suite.name, suite.description, suite.createdAt);
}
