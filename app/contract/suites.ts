import { z } from "zod";
import { CatalogItemSchema, ImagesSchema, PaginationSchema } from "./catalog";
import { ShareImageSchema } from "./share-image";

/** A look (outfit, «образ»): products the stylists put together. */
export const SuiteSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** `/suite/{code}/`. */
  link: z.string(),
  /** How many products the look holds. */
  itemCount: z.number().int(),
  /** One picture: the whole look. */
  images: ImagesSchema,
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type SuiteSummary = z.infer<typeof SuiteSummarySchema>;

/** GET /api/catalog/suites?page=&pageSize= — newest first. */
export const SuiteListSchema = z.object({ items: z.array(SuiteSummarySchema), pagination: PaginationSchema });
export type SuiteList = z.infer<typeof SuiteListSchema>;

/**
 * GET /api/catalog/suites/{code}: `images` holds the whole look first, then each product's picture that shows it,
 * in the order of `items`.
 */
export const SuiteDetailSchema = SuiteSummarySchema.extend({
  description: z.string(),
  items: z.array(CatalogItemSchema),
  /** The whole look's cover as a PNG for link previews. */
  share: ShareImageSchema,
});
export type SuiteDetail = z.infer<typeof SuiteDetailSchema>;
