import { z } from "zod";
import { PaginationSchema } from "./catalog";

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

/** GET /api/content/news/{id}. */
export const NewsItemSchema = NewsAnnounceSchema.extend({ body: z.string() });
export type NewsItem = z.infer<typeof NewsItemSchema>;
