import { z } from "zod";

export type CatalogSection = {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  link: string;
  isSelected: boolean;
  depthLevel: number;
  children?: CatalogSection[];
};

export const CatalogSectionSchema: z.ZodType<CatalogSection> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    code: z.string(),
    link: z.string(),
    isSelected: z.boolean(),
    depthLevel: z.number().int(),
    children: z.array(CatalogSectionSchema).optional(),
  }),
);

export const SectionsResponseSchema = z.object({ sections: z.array(CatalogSectionSchema) });

export const PriceSchema = z.object({
  /** Full price in roubles. */
  value: z.number(),
  /** Selling price after discount (equals `value` without a discount). */
  discountValue: z.number(),
  discountPercent: z.number(),
  formatValue: z.string(),
  formatDiscountValue: z.string(),
  currency: z.string(),
});
export type Price = z.infer<typeof PriceSchema>;

/** One shop's stock of an offer, with where the shop is: its city and whether it takes online orders for pickup. */
export const StockEntrySchema = z.object({
  storeId: z.number().int(),
  quantity: z.number().int(),
  /** Code of the shop's city (as in GET /api/location). */
  cityCode: z.string(),
  /** The shop takes online orders for pickup; false: its stock can only be bought there in person. */
  pickup: z.boolean(),
});
export type StockEntry = z.infer<typeof StockEntrySchema>;

export const OfferSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  /** Online (warehouse) stock. */
  quantity: z.number().int(),
  /** Per-store stock, every city's shops. */
  stock: z.array(StockEntrySchema),
  ean: z.string().optional(),
  price: PriceSchema.optional(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** Each list holds one URL per picture, index-aligned across the lists. */
export const ImagesSchema = z.object({
  original: z.array(z.string()),
  detail: z.array(z.string()),
  list375: z.array(z.string()),
  list: z.array(z.string()),
});
export type Images = z.infer<typeof ImagesSchema>;

export const VideoSchema = z.object({ sm: z.string(), order: z.number().int() });

export const CatalogItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  price: PriceSchema,
  images: ImagesSchema,
  videos: z.array(VideoSchema),
  sku: z.array(OfferSchema),
  color: z.object({ name: z.string(), colorHex: z.string() }),
  properties: z
    .object({
      /** Comma-separated hex colours of the product's colour variants (main colour included). */
      colors: z.string(),
    })
    .catchall(z.string()),
  sectionId: z.number().int(),
  sectionPromoName: z.string().nullable(),
  article: z.string(),
  detailName: z.string(),
  suite: z
    .object({ code: z.string(), detailPicture: z.object({ index: z.number().int(), src: z.string() }) })
    .nullable(),
});
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/**
 * A search's corrected query (optional: an upstream may not correct): present when a word of `q` starts no word of the
 * catalogue and the list is of this closest query instead (`плаье` → `платье`).
 */
export const CorrectedQuerySchema = z.string().min(1).max(200).optional();

export const ProductListSchema = z.object({
  items: z.array(CatalogItemSchema),
  pagination: PaginationSchema,
  correctedQuery: CorrectedQuerySchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;
