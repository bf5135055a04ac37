import type Database from "better-sqlite3";
import type { Garment } from "../media/garments";

export type ProductMedia = { colorHex: string; pictureCount: number; videoCount: number; garment: Garment };

/** What a product's generated pictures and video are drawn from: its colour, silhouette and how many it has. */
export function createProductMedia(db: Database.Database) {
  const product = db.prepare<[number], ProductMedia>(
    `SELECT p.color_hex AS colorHex, p.picture_count AS pictureCount, p.video_count AS videoCount, s.garment
     FROM products p JOIN sections s ON s.id = p.section_id WHERE p.id = ?`,
  );
  /** undefined for an unknown product. */
  return (id: number): ProductMedia | undefined => product.get(id);
}
