import type Database from "better-sqlite3";
import { silhouetteOf, type Garment, type Silhouette } from "../media/garments";

export type ProductMedia = { colorHex: string; pictureCount: number; videoCount: number; silhouette: Silhouette };

type MediaRow = Omit<ProductMedia, "silhouette"> & { garment: Garment; name: string };

/** What a product's generated pictures and video are drawn from: its colour, silhouette and how many it has. */
export function createProductMedia(db: Database.Database) {
  const product = db.prepare<[number], MediaRow>(
    `SELECT p.color_hex AS colorHex, p.picture_count AS pictureCount, p.video_count AS videoCount, s.garment, p.name
     FROM products p JOIN sections s ON s.id = p.section_id WHERE p.id = ?`,
  );
  /** undefined for an unknown product. */
  return (id: number): ProductMedia | undefined => {
    const row = product.get(id);
    if (!row) return undefined;
    const { garment, name, ...media } = row;
    return { ...media, silhouette: silhouetteOf(garment, name) };
  };
}
