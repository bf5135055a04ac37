import type Database from "better-sqlite3";
import type { NewsItem, NewsList } from "../../../app/contract/news";
import { isoDate } from "../format";
import { EDITORIAL_PICTURE_SIZE, newsPictureUrl, type PictureSpec } from "./pictures";

type NewsRow = { id: number; title: string; announce: string; body: string; published_at: number };
type NewsItemRow = NewsRow & { picture_alt: string | null };

/** The news, newest first, each item with its picture when it has one. */
export function createNewsStore(db: Database.Database, publicUrl: string) {
  const newsPage = db.prepare<[number, number], NewsRow>(
    "SELECT * FROM news ORDER BY published_at DESC, id LIMIT ? OFFSET ?",
  );
  const newsCount = db.prepare<[], number>("SELECT COUNT(*) FROM news").pluck();
  const newsItem = db.prepare<[number], NewsItemRow>(
    "SELECT n.*, p.alt AS picture_alt FROM news n LEFT JOIN news_pictures p ON p.news_id = n.id WHERE n.id = ?",
  );
  const pictureOf = db.prepare<[number], PictureSpec>(
    "SELECT garment, color_from AS colorFrom, color_to AS colorTo FROM news_pictures WHERE news_id = ?",
  );

  return {
    page: (page: number, pageSize: number): NewsList => {
      const total = newsCount.get()!;
      return {
        items: newsPage.all(pageSize, (page - 1) * pageSize).map(({ id, title, announce, published_at }) => ({
          id,
          title,
          announce,
          publishedAt: isoDate(published_at),
        })),
        pagination: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },
    /** null for an unknown news item. */
    item: (id: number): NewsItem | null => {
      const row = newsItem.get(id);
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
        announce: row.announce,
        body: row.body,
        publishedAt: isoDate(row.published_at),
        image:
          row.picture_alt === null
            ? null
            : { src: newsPictureUrl(publicUrl, row.id), alt: row.picture_alt, ...EDITORIAL_PICTURE_SIZE },
      };
    },
    /** undefined for a news item without a picture. */
    picture: (id: number): PictureSpec | undefined => pictureOf.get(id),
  };
}
