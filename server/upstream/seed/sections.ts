import type Database from "better-sqlite3";
import type { Garment } from "../media/garments";

/** Ids fixed by the storefront: the main menu marks 57 as new and 58 as sale. */
export const NEW_SECTION_ID = 57;
export const SALE_SECTION_ID = 58;

type SectionSeed = {
  id: number;
  name: string;
  code: string;
  /** One sentence for the section page. */
  description: string;
  /** Overrides the `/catalog/{path}/` link (gift certificates and LOVE 2.0 live elsewhere). */
  link?: string;
  /** Silhouette of the products of a leaf section; leaf sections without it hold no products. */
  garment?: Garment;
  children?: SectionSeed[];
};

/** The catalogue tree in menu order. Codes are transliterated, lowercase. */
const SECTION_TREE: SectionSeed[] = [
  { id: NEW_SECTION_ID, name: "Новинки", description: "Свежие поступления сезона: новые модели появляются в каталоге каждую неделю.", code: "new" },
  {
    id: 1,
    name: "Одежда",
    description: "Женская одежда на каждый день и для особых случаев — от базовых футболок до вечерних платьев.",
    code: "odezhda",
    children: [
      {
        id: 101,
        name: "Платья",
        description: "Платья на любой случай: лёгкие мини, универсальные миди и струящиеся макси.",
        code: "platya",
        children: [
          { id: 10101, name: "Платья мини", description: "Короткие платья для жарких дней и вечеринок — с запахом, принтами и пышными рукавами.", code: "platya-mini", garment: "dress" },
          { id: 10102, name: "Платья миди", description: "Платья длины миди, которые одинаково уместны в офисе, на прогулке и на свидании.", code: "platya-midi", garment: "dress" },
          { id: 10103, name: "Платья макси", description: "Длинные платья и сарафаны из струящихся тканей для отпуска и торжественных выходов.", code: "platya-maksi", garment: "dress" },
        ],
      },
      {
        id: 102,
        name: "Блузки и рубашки",
        description: "Блузки и рубашки из вискозы, хлопка и льна — основа офисного и повседневного гардероба.",
        code: "bluzki-i-rubashki",
        children: [
          { id: 10201, name: "Блузки", description: "Женственные блузки с бантами, воротниками-стойками и объёмными рукавами.", code: "bluzki", garment: "blouse" },
          { id: 10202, name: "Рубашки", description: "Рубашки свободного и приталенного кроя из хлопка, поплина и льна.", code: "rubashki", garment: "blouse" },
        ],
      },
      {
        id: 103,
        name: "Брюки",
        description: "Брюки всех силуэтов: прямые, широкие и палаццо — для работы и выходных.",
        code: "bryuki",
        children: [
          { id: 10301, name: "Прямые брюки", description: "Прямые брюки и брюки со стрелками из костюмных тканей и шерсти.", code: "pryamye-bryuki", garment: "trousers" },
          { id: 10302, name: "Широкие брюки", description: "Широкие брюки, кюлоты и бананы — удобные модели со свободной посадкой.", code: "shirokie-bryuki", garment: "trousers" },
          { id: 10303, name: "Брюки-палаццо", description: "Брюки-палаццо из вискозы и льна, которые мягко струятся при движении.", code: "bryuki-palatstso", garment: "trousers" },
        ],
      },
      {
        id: 104,
        name: "Юбки",
        description: "Юбки мини, миди и макси: плиссе, карандаши, трапеции и модели на запах.",
        code: "yubki",
        children: [
          { id: 10401, name: "Юбки мини", description: "Короткие юбки и юбки-шорты из твида, экокожи и денима.", code: "yubki-mini", garment: "skirt" },
          { id: 10402, name: "Юбки миди", description: "Юбки длины миди — плиссе, карандаши и модели с разрезом.", code: "yubki-midi", garment: "skirt" },
          { id: 10403, name: "Юбки макси", description: "Длинные юбки с воланами и принтами для лёгких летних образов.", code: "yubki-maksi", garment: "skirt" },
        ],
      },
      { id: 105, name: "Джинсы", description: "Джинсы mom, wide leg, прямые, скинни и клёш из плотного и эластичного денима.", code: "dzhinsy", garment: "jeans" },
      {
        id: 106,
        name: "Трикотаж",
        description: "Тёплый и мягкий трикотаж: джемперы, кардиганы, свитшоты и худи.",
        code: "trikotazh",
        children: [
          { id: 10601, name: "Джемперы", description: "Джемперы, свитеры и водолазки из мериноса, кашемира и хлопка.", code: "dzhempery", garment: "knit" },
          { id: 10602, name: "Кардиганы", description: "Кардиганы на пуговицах — укороченные, удлинённые и из мохера.", code: "kardigany", garment: "knit" },
          { id: 10603, name: "Свитшоты и худи", description: "Свитшоты, худи и лонгсливы из футера для спорта и отдыха.", code: "svitshoty-i-hudi", garment: "knit" },
        ],
      },
      {
        id: 107,
        name: "Верхняя одежда",
        description: "Пальто, куртки, тренчи и пуховики для межсезонья и холодной зимы.",
        code: "verkhnyaya-odezhda",
        children: [
          { id: 10701, name: "Пальто", description: "Пальто из шерсти и смесовых тканей — двубортные, халаты и оверсайз.", code: "palto", garment: "coat" },
          { id: 10702, name: "Куртки", description: "Куртки, бомберы и косухи из экокожи, денима и стёганых тканей.", code: "kurtki", garment: "jacket" },
          { id: 10703, name: "Тренчи", description: "Классические и двубортные тренчи для весны и ранней осени.", code: "trenchi", garment: "coat" },
          { id: 10704, name: "Пуховики", description: "Тёплые пуховики с натуральным пухом — укороченные, удлинённые и пальто.", code: "pukhoviki", garment: "jacket" },
        ],
      },
      { id: 108, name: "Футболки и топы", description: "Базовые футболки, топы и майки из хлопка и модала.", code: "futbolki-i-topy", garment: "tshirt" },
      { id: 109, name: "Костюмы", description: "Жакеты, блейзеры, жилеты и брючные костюмы для делового гардероба.", code: "kostyumy", garment: "jacket" },
    ],
  },
  {
    id: 2,
    name: "Обувь",
    description: "Женская обувь на каждый сезон: ботинки, туфли, кроссовки и сапоги.",
    code: "obuv",
    children: [
      { id: 201, name: "Ботинки", description: "Ботинки челси, модели на шнуровке и ботильоны из кожи и замши.", code: "botinki", garment: "boots" },
      { id: 202, name: "Туфли", description: "Туфли-лодочки, лоферы, мюли и балетки на каблуке и без.", code: "tufli", garment: "shoes" },
      { id: 203, name: "Кроссовки и кеды", description: "Кроссовки и кеды из кожи и текстиля, в том числе на массивной подошве.", code: "krossovki-i-kedy", garment: "shoes" },
      { id: 204, name: "Сапоги", description: "Сапоги, ботфорты и казаки из натуральной кожи и замши.", code: "sapogi", garment: "boots" },
    ],
  },
  {
    id: 3,
    name: "Аксессуары",
    description: "Аксессуары, которые завершают образ: сумки, ремни, шарфы, головные уборы и украшения.",
    code: "aksessuary",
    children: [
      { id: 301, name: "Сумки", description: "Шоперы, сумки кросс-боди, багеты, тоуты и рюкзаки.", code: "sumki", garment: "bag" },
      { id: 302, name: "Ремни", description: "Кожаные ремни и пояса с металлическими пряжками.", code: "remni", garment: "belt" },
      { id: 303, name: "Шарфы и платки", description: "Шарфы, платки, палантины и снуды из шерсти, шёлка и кашемира.", code: "sharfy-i-platki", garment: "scarf" },
      { id: 304, name: "Головные уборы", description: "Шапки, береты, панамы и кепки на любую погоду.", code: "golovnye-ubory", garment: "hat" },
      { id: 305, name: "Украшения", description: "Серьги, колье, браслеты и кольца из латуни с позолотой и жемчугом.", code: "ukrasheniya", garment: "jewelry" },
    ],
  },
  { id: SALE_SECTION_ID, name: "Sale", description: "Товары со скидкой до 50%: успейте купить любимые модели по выгодной цене.", code: "sale" },
  { id: 4, name: "Подарочные сертификаты", description: "Электронные и пластиковые подарочные сертификаты LOVE STORE номиналом от 1 000 ₽.", code: "certificate", link: "/certificate/digital/" },
  { id: 5, name: "LOVE 2.0", description: "Принесите ненужную одежду в магазин и получите скидку на новую покупку.", code: "love_2_0", link: "/initiatives/recycling/" },
];

export type SeededSection = { id: number; ancestorIds: number[]; garment: Garment };

/** Inserts the tree; returns the leaf sections that hold products, with their ancestors. */
export function seedSections(db: Database.Database): SeededSection[] {
  const insert = db.prepare(
    `INSERT INTO sections (id, parent_id, name, code, path, link, depth, sort, garment, description)
     VALUES (@id, @parentId, @name, @code, @path, @link, @depth, @sort, @garment, @description)`,
  );
  const leaves: SeededSection[] = [];
  const walk = (nodes: SectionSeed[], parentPath: string, ancestorIds: number[]) => {
    nodes.forEach((node, index) => {
      const path = parentPath ? `${parentPath}/${node.code}` : node.code;
      insert.run({
        id: node.id,
        parentId: ancestorIds[ancestorIds.length - 1] ?? null,
        name: node.name,
        code: node.code,
        path,
        link: node.link ?? `/catalog/${path}/`,
        depth: ancestorIds.length + 1,
        sort: (index + 1) * 100,
        garment: node.garment ?? null,
        description: node.description,
      });
      if (node.children) walk(node.children, path, [...ancestorIds, node.id]);
      else if (node.garment) leaves.push({ id: node.id, ancestorIds, garment: node.garment });
    });
  };
  walk(SECTION_TREE, "", []);
  return leaves;
}
