import { z } from "zod";
import { CatalogItemSchema, CorrectedQuerySchema, type CatalogItem } from "./catalog";
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

const CatalogItemsSchema = z.array(CatalogItemSchema);

/**
 * GET /api/catalog/products/related?id= (spec §7: an object of arrays of catalogue items, flattened by the storefront):
 * each array is a group; a field that is not an array is one nobody knows, ignored — but an answer with fields and no
 * group at all is not this call's.
 */
export const RelatedSchema = z.record(z.string(), z.unknown()).transform((answer, ctx) => {
  const groups: Record<string, CatalogItem[]> = {};
  const entries = Object.entries(answer);
  // Fields but not one group: not the answer of this call.
  if (entries.length > 0 && !entries.some(([, group]) => Array.isArray(group))) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "no group of catalogue items" });
    return z.NEVER;
  }
  for (const [name, group] of entries) {
    if (!Array.isArray(group)) continue;
    const items = CatalogItemsSchema.safeParse(group);
    if (!items.success) {
      for (const issue of items.error.issues.slice(0, 5))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name, ...issue.path], message: issue.message });
      return z.NEVER;
    }
    groups[name] = items.data;
  }
  return groups;
});

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
