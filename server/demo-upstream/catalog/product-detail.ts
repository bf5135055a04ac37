import type Database from "better-sqlite3";
import type { CatalogItem } from "../../../app/contract/catalog";
import type { ProductDetail } from "../../../app/contract/product";
import { hashSeed } from "../hash";
import { productShareUrl, SHARE_SIZES } from "../media/urls";
import type { createCatalogItemLoader, ItemView } from "./catalog-items";
import { productDescription, productDetails, sizeTable } from "./product-copy";
import type { SectionIndex } from "./sections";

type ItemLoader = ReturnType<typeof createCatalogItemLoader>;

type ProductRow = {
  id: number;
  section_id: number;
  model_id: number;
  name: string;
  detail_name: string;
  article: string;
  color_name: string;
  composition: string;
  discount_price: number;
  suite_id: number | null;
  picture_count: number;
};

const SIMILAR_LIMIT = 8;
const RECOMMENDED_LIMIT = 6;
/** Recommendations pick among the most popular products of a section, this many deep. */
const RECOMMENDED_DEPTH = 10;

/** The product page (item, texts, breadcrumbs, colour variants, size table, suite) and its related products. */
export function createProductDetails(
  db: Database.Database,
  sections: SectionIndex,
  loadItems: ItemLoader,
  publicUrl: string,
) {
  const product = db.prepare<[number], ProductRow>(
    `SELECT id, section_id, model_id, name, detail_name, article, color_name, composition, discount_price, suite_id,
       picture_count FROM products WHERE id = ?`,
  );
  const variants = db.prepare<
    [number, number],
    { id: number; section_id: number; color_hex: string; color_name: string }
  >("SELECT id, section_id, color_hex, color_name FROM products WHERE model_id = ? AND id <> ? ORDER BY id");
  const suiteMembers = db
    .prepare<[number, number], number>("SELECT id FROM products WHERE suite_id = ? AND id <> ? ORDER BY id")
    .pluck();
  // The nearest prices on either side within the leaf section, over the (section_id, price, product_id) index.
  const pricierOrSame = db
    .prepare<[number, number, number, number], number>(
      `SELECT product_id FROM product_sections WHERE section_id = ? AND (price, product_id) > (?, ?)
       ORDER BY price, product_id LIMIT ?`,
    )
    .pluck();
  const cheaper = db
    .prepare<[number, number, number, number], number>(
      `SELECT product_id FROM product_sections WHERE section_id = ? AND (price, product_id) < (?, ?)
       ORDER BY price DESC, product_id DESC LIMIT ?`,
    )
    .pluck();
  const popularAt = db
    .prepare<[number, number], number>(
      "SELECT product_id FROM product_sections WHERE section_id = ? ORDER BY popularity DESC, product_id LIMIT 1 OFFSET ?",
    )
    .pluck();

  return {
    /** null for an unknown product. */
    detail: (id: number): ProductDetail | null => {
      const row = product.get(id);
      const [item] = row ? loadItems([id]) : [];
      if (!row || !item) return null;
      const leaf = sections.byId(row.section_id);
      const source = {
        modelId: row.model_id,
        garment: leaf?.garment ?? "dress",
        name: row.name,
        detailName: row.detail_name,
        article: row.article,
        colorName: row.color_name,
        composition: row.composition,
      };
      return {
        item,
        description: productDescription(source),
        details: productDetails(source),
        breadcrumbs: sections.trail(row.section_id).map((section) => ({ name: section.name, link: section.link })),
        colorVariants: variants.all(row.model_id, row.id).map((variant) => ({
          id: variant.id,
          link: sections.productLink(variant.section_id, variant.id),
          colorHex: variant.color_hex,
          colorName: variant.color_name,
        })),
        sizeTable: sizeTable(source.garment),
        suiteItems: row.suite_id === null ? [] : loadItems(suiteMembers.all(row.suite_id, row.id)),
        share: {
          url: productShareUrl(publicUrl, row.id, row.picture_count),
          width: SHARE_SIZES.picture[0],
          height: SHARE_SIZES.picture[1],
        },
      };
    },

    /**
     * null for an unknown product. `similar`: the same leaf section, nearest in price first, colour variants excluded;
     * `recommended`: one of the most popular products of each of six other sections, chosen by a hash of the product id.
     */
    related: (id: number, view?: ItemView): { similar: CatalogItem[]; recommended: CatalogItem[] } | null => {
      const row = product.get(id);
      if (!row) return null;
      const excluded = new Set([row.id, ...variants.all(row.model_id, row.id).map((variant) => variant.id)]);
      const depth = SIMILAR_LIMIT + excluded.size;
      const above = pricierOrSame
        .all(row.section_id, row.discount_price, row.id, depth)
        .filter((other) => !excluded.has(other));
      const below = cheaper
        .all(row.section_id, row.discount_price, row.id, depth)
        .filter((other) => !excluded.has(other));
      const similar: number[] = [];
      for (let index = 0; similar.length < SIMILAR_LIMIT && (index < above.length || index < below.length); index++) {
        if (index < below.length) similar.push(below[index]);
        if (index < above.length && similar.length < SIMILAR_LIMIT) similar.push(above[index]);
      }

      const candidates = sections
        .productLeaves()
        .map((leaf) => leaf.id)
        .filter((leafId) => leafId !== row.section_id)
        .sort((a, b) => hashSeed(`${row.id}:${a}`) - hashSeed(`${row.id}:${b}`) || a - b);
      const recommended: number[] = [];
      for (const leafId of candidates) {
        if (recommended.length >= RECOMMENDED_LIMIT) break;
        const count = sections.byId(leafId)?.productCount ?? 0;
        if (count === 0) continue;
        const pickedId = popularAt.get(
          leafId,
          hashSeed(`${row.id}:pick:${leafId}`) % Math.min(count, RECOMMENDED_DEPTH),
        );
        if (pickedId !== undefined && !excluded.has(pickedId)) recommended.push(pickedId);
      }
      return { similar: loadItems(similar, view), recommended: loadItems(recommended, view) };
    },
  };
}

export type ProductDetails = ReturnType<typeof createProductDetails>;
