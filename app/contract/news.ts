import { z } from "zod";
import { PaginationSchema } from "./catalog";
import { PictureSchema } from "./pages";

export const NewsAnnounceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  announce: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type NewsAnnounce = z.infer<typeof NewsAnnounceSchema>;

/** GET /api/content/news?page=&pageSize= — newest first. */
export const NewsListSchema = z.object({ items: z.array(NewsAnnounceSchema), pagination: PaginationSchema });
export type NewsList = z.infer<typeof NewsListSchema>;

/** GET /api/content/news/{id}: `body` is paragraphs separated by blank lines. */
export const NewsItemSchema = NewsAnnounceSchema.extend({ body: z.string(), image: PictureSchema.nullable() });
export type NewsItem = z.infer<typeof NewsItemSchema>;
