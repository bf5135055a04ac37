import type Database from "better-sqlite3";
import type { EditorialPage, PageFacts, PageSection } from "../../../app/contract/pages";
import type { Garment } from "../media/garments";
import { EDITORIAL_PICTURE_SIZE, pagePictureUrl, type PictureSpec } from "./pictures";

type PageRow = {
  code: string;
  title: string;
  lead: string;
  description: string;
  facts: string | null;
  sections: string;
  picture_garment: Garment | null;
  picture_from: string | null;
  picture_to: string | null;
  picture_alt: string | null;
};

/** Editorial pages by code; their facts and sections are stored as JSON documents. */
export function createPageStore(db: Database.Database, publicUrl: string) {
  const byCode = db.prepare<[string], PageRow>("SELECT * FROM pages WHERE code = ?");

  return {
    page: (code: string): EditorialPage | null => {
      const row = byCode.get(code);
      if (!row) return null;
      return {
        code: row.code,
        title: row.title,
        lead: row.lead,
        description: row.description,
        picture:
          row.picture_alt === null
            ? null
            : { src: pagePictureUrl(publicUrl, row.code), alt: row.picture_alt, ...EDITORIAL_PICTURE_SIZE },
        facts: row.facts === null ? null : (JSON.parse(row.facts) as PageFacts),
        sections: JSON.parse(row.sections) as PageSection[],
      };
    },
    /** What the picture of a page is drawn from, or null when the page has none. */
    picture: (code: string): PictureSpec | null => {
      const row = byCode.get(code);
      return row?.picture_garment && row.picture_from && row.picture_to
        ? { garment: row.picture_garment, colorFrom: row.picture_from, colorTo: row.picture_to }
        : null;
    },
  };
}
