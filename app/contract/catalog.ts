import { z } from "zod";

/**
 * The answers' readers are tolerant (docs/upstream-api.md, DESIGN.md): a schema requires what the storefront uses of
 * an answer, gives what the spec does not name a fallback, and ignores fields it does not know (zod objects strip).
 */

/** A catalogue section as the storefront keeps it (spec §3): a tree, each level with its children in order. */
export type CatalogSection = {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  link: string;
  isSelected: boolean;
  /** 1 for the top level; the upstream's own when it sends one, else the depth in the tree. */
  depthLevel: number;
  children?: CatalogSection[];
};

/** A section as an upstream may send it: spec §3 names id, parentId, name, code, link, isSelected, optional children. */
type SectionAnswer = {
  id: number;
  parentId?: number | null;
  name: string;
  code?: string;
  link: string;
  isSelected?: boolean;
  depthLevel?: number;
  children?: SectionAnswer[] | null;
};

/** What the menu uses of a section is its id (the sale and new flags), name and link; the rest falls back. */
export const CatalogSectionSchema: z.ZodType<SectionAnswer> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullish(),
    name: z.string(),
    code: z.string().optional(),
    link: z.string(),
    isSelected: z.boolean().optional(),
    depthLevel: z.number().int().optional(),
    children: z.array(CatalogSectionSchema).nullish(),
  }),
);

/**
 * The sections as a tree, whatever shape they came in: nested (`children`), flat (each with its `parentId`) or both.
 * Each section is kept once, where it first came, in the order it came; a nested section's parent is the one it is
 * nested in, a flat one's its `parentId`; a section whose parent is not among them (none, 0, or cut off) is a top-level
 * one. A parent loop leaves out the sections in it (no top level to hang them from).
 */
export function sectionTree(answer: SectionAnswer[]): CatalogSection[] {
  const sections = new Map<number, { section: SectionAnswer; parentId: number | null }>();
  const visit = (section: SectionAnswer, nestedIn: number | null) => {
    if (!sections.has(section.id))
      sections.set(section.id, { section, parentId: nestedIn ?? section.parentId ?? null });
    for (const child of section.children ?? []) visit(child, section.id);
  };
  for (const section of answer) visit(section, null);

  const childrenOf = new Map<number | null, SectionAnswer[]>();
  for (const { section, parentId } of sections.values()) {
    const parent = parentId !== null && parentId !== section.id && sections.has(parentId) ? parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), section]);
  }
  const placed = new Set<number>();
  const toTree = (parentId: number | null, depth: number): CatalogSection[] =>
    (childrenOf.get(parentId) ?? []).flatMap((section) => {
      if (placed.has(section.id)) return [];
      placed.add(section.id);
      const node: CatalogSection = {
        id: section.id,
        parentId,
        name: section.name,
        code: section.code ?? "",
        link: section.link,
        isSelected: section.isSelected ?? false,
        depthLevel: section.depthLevel ?? depth,
      };
      const children = toTree(section.id, depth + 1);
      if (children.length > 0) node.children = children;
      return [node];
    });
  return toTree(null, 1);
}

/** `GET /v1/catalog/sections` (spec §7: `sections`), read into the tree the menu is built from. */
export const SectionsResponseSchema = z
  .object({ sections: z.array(CatalogSectionSchema) })
  .transform(({ sections }) => ({ sections: sectionTree(sections) }));

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

/**
 * One shop's stock of an offer (spec §3: an entry with its quantity). Where the shop is — its city, and whether it takes
 * online orders for pickup — is ours: without them the entry counts by the spec's own offer rules (app/domain/offers.ts).
 */
export const StockEntrySchema = z.object({
  storeId: z.number().int().optional(),
  quantity: z.number().int(),
  /** Code of the shop's city (as in GET /api/location); absent: the upstream does not say (the spec's rules apply). */
  cityCode: z.string().optional(),
  /** The shop takes online orders for pickup; false: its stock can only be bought there in person. Absent: it does. */
  pickup: z.boolean().optional(),
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
  /** Spec §3: colorHex; the colour's name is ours (none to show without it). */
  color: z.object({ name: z.string().default(""), colorHex: z.string() }),
  properties: z
    .object({
      /** Comma-separated hex colours of the product's colour variants (main colour included); none: no swatches. */
      colors: z.string().default(""),
    })
    .catchall(z.unknown()),
  sectionId: z.number().int(),
  sectionPromoName: z
    .string()
    .nullish()
    .transform((name) => name ?? null),
  article: z.string(),
  detailName: z.string(),
  /** Spec §3: detailPicture with index and src; the outfit's code (its page) is ours: without it, no link to it. */
  suite: z
    .object({ code: z.string().optional(), detailPicture: z.object({ index: z.number().int(), src: z.string() }) })
    .nullish()
    .transform((suite) => suite ?? null),
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
