import type Database from "better-sqlite3";
import type { Banner } from "../../../app/contract/content";
import { bannerImageUrl, bannerShareUrl, SHARE_SIZES } from "../media/urls";
import type { PictureSpec } from "./pictures";

type BannerRow = { id: number; title: string; subtitle: string; link: string; alt: string };

/** The home page's banners by place, and what their generated pictures are drawn from. */
export function createBannerStore(db: Database.Database, publicUrl: string) {
  const byPlace = db.prepare<[string], BannerRow>(
    "SELECT id, title, subtitle, link, alt FROM banners WHERE place = ? ORDER BY sort",
  );
  const pictureOf = db.prepare<[number], PictureSpec>(
    "SELECT garment, color_from AS colorFrom, color_to AS colorTo FROM banners WHERE id = ?",
  );

  return {
    list: (place: string): Banner[] =>
      byPlace.all(place).map((row) => ({
        ...row,
        image: {
          desktop: bannerImageUrl(publicUrl, row.id, "desktop"),
          mobile: bannerImageUrl(publicUrl, row.id, "mobile"),
        },
        share: { url: bannerShareUrl(publicUrl, row.id), width: SHARE_SIZES.banner[0], height: SHARE_SIZES.banner[1] },
      })),
    /** undefined for an unknown banner. */
    picture: (id: number): PictureSpec | undefined => pictureOf.get(id),
  };
}
