import { z } from "zod";
import { CatalogItemSchema, CorrectedQuerySchema } from "./catalog";
import { ShareImageSchema } from "./share-image";

export const BreadcrumbSchema = z.object({ name: z.string(), link: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

/** GET /v1/catalog/section?path={code path}: one section with its trail and children. */
export const SectionDetailSchema = z.object({
  section: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    link: z.string(),
    depthLevel: z.number().int(),
    description: z.string(),
  }),
  /** From the catalogue root down to the section's parent. */
  breadcrumbs: z.array(BreadcrumbSchema),
  /** Direct subsections with their product counts. */
  children: z.array(z.object({ id: z.number().int(), name: z.string(), link: z.string(), count: z.number().int() })),
});
export type SectionDetail = z.infer<typeof SectionDetailSchema>;

export const SizeTableSchema = z.object({
  title: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeTable = z.infer<typeof SizeTableSchema>;

/** GET /v1/catalog/products/{id}: everything the product page shows. */
export const ProductDetailSchema = z.object({
  item: CatalogItemSchema,
  description: z.string(),
  /** Display properties: composition, care, fit, country… */
  details: z.array(z.object({ name: z.string(), value: z.string() })),
  breadcrumbs: z.array(BreadcrumbSchema),
  /** The same model in other colours (the product itself excluded). */
  colorVariants: z.array(
    z.object({ id: z.number().int(), link: z.string(), colorHex: z.string(), colorName: z.string() }),
  ),
  sizeTable: SizeTableSchema.nullable(),
  /** The other products of the product's suite (outfit); empty when it has none. */
  suiteItems: z.array(CatalogItemSchema),
  /** The first picture (or the placeholder) as a PNG for link previews. */
  share: ShareImageSchema,
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** GET /api/catalog/products/related?id=: named groups of catalogue items, flattened by the storefront. */
export const RelatedSchema = z.record(z.string(), z.array(CatalogItemSchema));

/** GET /v1/catalog/search/suggest?q=: suggestions while typing. */
export const SuggestSchema = z.object({
  /** As in a search's list: the suggestions are those of this corrected query. */
  correctedQuery: CorrectedQuerySchema,
  sections: z.array(z.object({ name: z.string(), link: z.string() })),
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), link: z.string(), image: z.string(), price: z.string() }),
  ),
});
export type Suggest = z.infer<typeof SuggestSchema>;
