import type Database from "better-sqlite3";
import type { Images } from "../../../app/contract/catalog";
import type { SuiteDetail, SuiteList, SuiteSummary } from "../../../app/contract/suites";
import { isoDate } from "../format";
import { silhouetteOf, type Garment } from "../media/garments";
import { IMAGE_VARIANT_NAMES, productImageUrl, SHARE_SIZES, suiteImageUrl, suiteShareUrl } from "../media/urls";
import type { createCatalogItemLoader } from "./catalog-items";

type ItemLoader = ReturnType<typeof createCatalogItemLoader>;
type SuiteRow = { id: number; code: string; name: string; description: string; created_at: number; item_count: number };
type MemberRow = { id: number; suite_picture: number };

export const suiteLink = (code: string) => `/suite/${code}/`;

const imagesOf = (urls: (variant: (typeof IMAGE_VARIANT_NAMES)[number]) => string[]): Images => ({
  original: urls("original"),
  detail: urls("detail"),
  list375: urls("list375"),
  list: urls("list"),
});

/** The looks (outfits): a newest-first page of them, one look with its products, and what its cover shows. */
export function createSuites(db: Database.Database, publicUrl: string, loadItems: ItemLoader) {
  const columns = `s.id, s.code, s.name, s.description, s.created_at,
    (SELECT COUNT(*) FROM products p WHERE p.suite_id = s.id) AS item_count`;
  const page = db.prepare<[number, number], SuiteRow>(
    `SELECT ${columns} FROM suites s ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[], number>("SELECT COUNT(*) FROM suites").pluck();
  const byCode = db.prepare<[string], SuiteRow>(`SELECT ${columns} FROM suites s WHERE s.code = ?`);
  const members = db.prepare<[number], MemberRow>(
    "SELECT id, suite_picture FROM products WHERE suite_id = ? ORDER BY id",
  );
  const coverParts = db.prepare<[string], { garment: Garment; name: string; color_hex: string }>(
    `SELECT sec.garment, p.name, p.color_hex FROM suites s JOIN products p ON p.suite_id = s.id JOIN sections sec ON sec.id = p.section_id
     WHERE s.code = ? ORDER BY p.id`,
  );

  const summary = (row: SuiteRow): SuiteSummary => ({
    id: row.id,
    code: row.code,
    name: row.name,
    link: suiteLink(row.code),
    itemCount: row.item_count,
    images: imagesOf((variant) => [suiteImageUrl(publicUrl, row.code, variant)]),
    publishedAt: isoDate(row.created_at),
  });

  return {
    list: (pageNumber: number, pageSize: number): SuiteList => {
      const total = count.get()!;
      return {
        items: page.all(pageSize, (pageNumber - 1) * pageSize).map(summary),
        pagination: { page: pageNumber, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },

    /** null for an unknown code. */
    detail: (code: string): SuiteDetail | null => {
      const row = byCode.get(code);
      if (!row) return null;
      const pieces = members.all(row.id);
      return {
        ...summary(row),
        description: row.description,
        images: imagesOf((variant) => [
          suiteImageUrl(publicUrl, row.code, variant),
          ...pieces.map((piece) => productImageUrl(publicUrl, piece.id, piece.suite_picture, variant)),
        ]),
        items: loadItems(pieces.map((piece) => piece.id)),
        share: {
          url: suiteShareUrl(publicUrl, row.code),
          width: SHARE_SIZES.picture[0],
          height: SHARE_SIZES.picture[1],
        },
      };
    },

    /** The garments and colours of the look's products, for its cover picture; empty for an unknown code. */
    coverParts: (code: string) =>
      coverParts.all(code).map((row) => ({ silhouette: silhouetteOf(row.garment, row.name), colorHex: row.color_hex })),
  };
}
