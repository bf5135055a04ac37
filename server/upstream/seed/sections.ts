import type Database from "better-sqlite3";
import type { Garment } from "../media/garments";

/** Ids fixed by the storefront: the main menu marks 57 as new and 58 as sale. */
export const NEW_SECTION_ID = 57;
export const SALE_SECTION_ID = 58;

type SectionSeed = {
  id: number;
  name: string;
  code: string;
  /** Overrides the `/catalog/{path}/` link (gift certificates and LOVE 2.0 live elsewhere). */
  link?: string;
  /** Silhouette of the products of a leaf section; leaf sections without it hold no products. */
  garment?: Garment;
  children?: SectionSeed[];
};

/** The catalogue tree in menu order. Codes are transliterated, lowercase. */
const SECTION_TREE: SectionSeed[] = [
  { id: NEW_SECTION_ID, name: "Новинки", code: "new" },
  {
    id: 1,
    name: "Одежда",
    code: "odezhda",
    children: [
      {
        id: 101,
        name: "Платья",
        code: "platya",
        children: [
          { id: 10101, name: "Платья мини", code: "platya-mini", garment: "dress" },
          { id: 10102, name: "Платья миди", code: "platya-midi", garment: "dress" },
          { id: 10103, name: "Платья макси", code: "platya-maksi", garment: "dress" },
        ],
      },
      {
        id: 102,
        name: "Блузки и рубашки",
        code: "bluzki-i-rubashki",
        children: [
          { id: 10201, name: "Блузки", code: "bluzki", garment: "blouse" },
          { id: 10202, name: "Рубашки", code: "rubashki", garment: "blouse" },
        ],
      },
      {
        id: 103,
        name: "Брюки",
        code: "bryuki",
        children: [
          { id: 10301, name: "Прямые брюки", code: "pryamye-bryuki", garment: "trousers" },
          { id: 10302, name: "Широкие брюки", code: "shirokie-bryuki", garment: "trousers" },
          { id: 10303, name: "Брюки-палаццо", code: "bryuki-palatstso", garment: "trousers" },
        ],
      },
      {
        id: 104,
        name: "Юбки",
        code: "yubki",
        children: [
          { id: 10401, name: "Юбки мини", code: "yubki-mini", garment: "skirt" },
          { id: 10402, name: "Юбки миди", code: "yubki-midi", garment: "skirt" },
          { id: 10403, name: "Юбки макси", code: "yubki-maksi", garment: "skirt" },
        ],
      },
      { id: 105, name: "Джинсы", code: "dzhinsy", garment: "jeans" },
      {
        id: 106,
        name: "Трикотаж",
        code: "trikotazh",
        children: [
          { id: 10601, name: "Джемперы", code: "dzhempery", garment: "knit" },
          { id: 10602, name: "Кардиганы", code: "kardigany", garment: "knit" },
          { id: 10603, name: "Свитшоты и худи", code: "svitshoty-i-hudi", garment: "knit" },
        ],
      },
      {
        id: 107,
        name: "Верхняя одежда",
        code: "verkhnyaya-odezhda",
        children: [
          { id: 10701, name: "Пальто", code: "palto", garment: "coat" },
          { id: 10702, name: "Куртки", code: "kurtki", garment: "jacket" },
          { id: 10703, name: "Тренчи", code: "trenchi", garment: "coat" },
          { id: 10704, name: "Пуховики", code: "pukhoviki", garment: "jacket" },
        ],
      },
      { id: 108, name: "Футболки и топы", code: "futbolki-i-topy", garment: "tshirt" },
      { id: 109, name: "Костюмы", code: "kostyumy", garment: "jacket" },
    ],
  },
  {
    id: 2,
    name: "Обувь",
    code: "obuv",
    children: [
      { id: 201, name: "Ботинки", code: "botinki", garment: "boots" },
      { id: 202, name: "Туфли", code: "tufli", garment: "shoes" },
      { id: 203, name: "Кроссовки и кеды", code: "krossovki-i-kedy", garment: "shoes" },
      { id: 204, name: "Сапоги", code: "sapogi", garment: "boots" },
    ],
  },
  {
    id: 3,
    name: "Аксессуары",
    code: "aksessuary",
    children: [
      { id: 301, name: "Сумки", code: "sumki", garment: "bag" },
      { id: 302, name: "Ремни", code: "remni", garment: "belt" },
      { id: 303, name: "Шарфы и платки", code: "sharfy-i-platki", garment: "scarf" },
      { id: 304, name: "Головные уборы", code: "golovnye-ubory", garment: "hat" },
      { id: 305, name: "Украшения", code: "ukrasheniya", garment: "jewelry" },
    ],
  },
  { id: SALE_SECTION_ID, name: "Sale", code: "sale" },
  { id: 4, name: "Подарочные сертификаты", code: "certificate", link: "/certificate/digital/" },
  { id: 5, name: "LOVE 2.0", code: "love_2_0", link: "/initiatives/recycling/" },
];

export type SeededSection = { id: number; ancestorIds: number[]; garment: Garment };

/** Inserts the tree; returns the leaf sections that hold products, with their ancestors. */
export function seedSections(db: Database.Database): SeededSection[] {
  const insert = db.prepare(
    `INSERT INTO sections (id, parent_id, name, code, path, link, depth, sort, garment)
     VALUES (@id, @parentId, @name, @code, @path, @link, @depth, @sort, @garment)`,
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
      });
      if (node.children) walk(node.children, path, [...ancestorIds, node.id]);
      else if (node.garment) leaves.push({ id: node.id, ancestorIds, garment: node.garment });
    });
  };
  walk(SECTION_TREE, "", []);
  return leaves;
}
