import type Database from "better-sqlite3";
import type { CatalogSection } from "../../../app/contract/catalog";
import type { Garment } from "../media/garments";
import { matchesSearchWords, searchWords } from "./search";

export type SectionRecord = {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  path: string;
  link: string;
  depth: number;
  garment: Garment | null;
  description: string;
  productCount: number;
  minPrice: number;
  maxPrice: number;
  discountCount: number;
  discountMinPrice: number;
  discountMaxPrice: number;
};

/**
 * The catalogue tree held in memory: a few dozen rows that never change at run time
 * (the seed fixes the catalogue), looked up by id or by code path.
 */
export function loadSectionIndex(db: Database.Database) {
  const records = db
    .prepare<[], SectionRecord>(
      `SELECT id, parent_id AS parentId, name, code, path, link, depth, garment, description,
              product_count AS productCount, min_price AS minPrice, max_price AS maxPrice,
              discount_count AS discountCount, discount_min_price AS discountMinPrice, discount_max_price AS discountMaxPrice
       FROM sections ORDER BY depth, sort`,
    )
    .all();
  const byId = new Map(records.map((record) => [record.id, record]));
  const byPath = new Map(records.map((record) => [record.path, record]));
  const children = new Map<number | null, SectionRecord[]>();
  for (const record of records) children.set(record.parentId, [...(children.get(record.parentId) ?? []), record]);
  /** Every section in menu order (depth first), for search suggestions. */
  const inMenuOrder: SectionRecord[] = [];
  const walk = (parentId: number | null) => {
    for (const record of children.get(parentId) ?? []) {
      inMenuOrder.push(record);
      walk(record.id);
    }
  };
  walk(null);

  const toTree = (parentId: number | null, depthLevel: number): CatalogSection[] =>
    (children.get(parentId) ?? []).map((record) => {
      const node: CatalogSection = {
        id: record.id,
        parentId: record.parentId,
        name: record.name,
        code: record.code,
        link: record.link,
        isSelected: false,
        depthLevel: record.depth,
      };
      const nested = record.depth < depthLevel ? toTree(record.id, depthLevel) : [];
      if (nested.length) node.children = nested;
      return node;
    });

  /** The section and its ancestors, from the top level down to the section itself. */
  const trail = (id: number): SectionRecord[] => {
    const path: SectionRecord[] = [];
    for (let record = byId.get(id); record; record = record.parentId === null ? undefined : byId.get(record.parentId)) {
      path.unshift(record);
    }
    return path;
  };

  return {
    /** The tree down to `depthLevel` (1 = top level only). */
    tree: (depthLevel: number): CatalogSection[] => toTree(null, depthLevel),
    /** A section by its code path (`odezhda/platya`), slashes at the ends and letter case ignored. */
    findByPath: (path: string): SectionRecord | undefined => byPath.get(path.replace(/^\/+|\/+$/g, "").toLowerCase()),
    byId: (id: number): SectionRecord | undefined => byId.get(id),
    /** A product's page under its section (under the catalogue root when the section is unknown). */
    productLink: (sectionId: number | null, productId: number): string =>
      `${(sectionId === null ? undefined : byId.get(sectionId))?.link ?? "/catalog/"}${productId}/`,
    trail,
    /** The leaf sections that hold products (those with a garment), in menu order. */
    productLeaves: (): SectionRecord[] => inMenuOrder.filter((record) => record.garment !== null),
    /** Direct subsections in menu order. */
    children: (id: number): SectionRecord[] => children.get(id) ?? [],
    /** Sections whose name has a word starting with each word of the query, in menu order. */
    search: (query: string, limit: number): SectionRecord[] => {
      const words = searchWords(query);
      if (words.length === 0) return [];
      return inMenuOrder.filter((record) => matchesSearchWords(record.name, words)).slice(0, limit);
    },
  };
}

export type SectionIndex = ReturnType<typeof loadSectionIndex>;
