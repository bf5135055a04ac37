import type Database from "better-sqlite3";
import type { CatalogSection } from "../../../app/upstream/schemas/catalog";

export type SectionRecord = {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  path: string;
  link: string;
  depth: number;
  productCount: number;
  minPrice: number;
  maxPrice: number;
};

/**
 * The catalogue tree held in memory: a few dozen rows that never change at run time
 * (the seed fixes the catalogue), looked up by id or by code path.
 */
export function loadSectionIndex(db: Database.Database) {
  const records = db
    .prepare<[], SectionRecord>(
      `SELECT id, parent_id AS parentId, name, code, path, link, depth,
              product_count AS productCount, min_price AS minPrice, max_price AS maxPrice
       FROM sections ORDER BY depth, sort`,
    )
    .all();
  const byId = new Map(records.map((record) => [record.id, record]));
  const byPath = new Map(records.map((record) => [record.path, record]));
  const children = new Map<number | null, SectionRecord[]>();
  for (const record of records) children.set(record.parentId, [...(children.get(record.parentId) ?? []), record]);

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

  return {
    /** The tree down to `depthLevel` (1 = top level only). */
    tree: (depthLevel: number): CatalogSection[] => toTree(null, depthLevel),
    /** A section by its code path (`odezhda/platya`), slashes at the ends and letter case ignored. */
    findByPath: (path: string): SectionRecord | undefined => byPath.get(path.replace(/^\/+|\/+$/g, "").toLowerCase()),
    byId: (id: number): SectionRecord | undefined => byId.get(id),
  };
}

export type SectionIndex = ReturnType<typeof loadSectionIndex>;
