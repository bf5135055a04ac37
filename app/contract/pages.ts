import { z } from "zod";

/** A generated picture with its intrinsic size (the page reserves its box before it loads). */
export const PictureSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Picture = z.infer<typeof PictureSchema>;

/** A link of an editorial text: a path of this site, or an e-mail or phone link — nothing that leaves the site. */
const HrefSchema = z.string().regex(/^(\/(?!\/)|mailto:|tel:)/, "a site path, mailto: or tel:");

export const PageBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.string()) }),
  z.object({ type: z.literal("links"), items: z.array(z.object({ text: z.string(), href: HrefSchema })) }),
]);
export type PageBlock = z.infer<typeof PageBlockSchema>;

export const PageSectionSchema = z.object({
  /** Unique within the page (an anchor). */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  heading: z.string(),
  blocks: z.array(PageBlockSchema),
});
export type PageSection = z.infer<typeof PageSectionSchema>;

/** Figures of a page ('История в цифрах'): a value ('29') and what it counts ('магазинов'). */
export const PageFactsSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type PageFacts = z.infer<typeof PageFactsSchema>;

/** GET /api/content/pages/{code}: an editorial page — about the company, franchising, vacancies, initiatives. */
export const EditorialPageSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The opening paragraph. */
  lead: z.string(),
  /** For the meta description. */
  description: z.string(),
  picture: PictureSchema.nullable(),
  facts: PageFactsSchema.nullable(),
  sections: z.array(PageSectionSchema),
});
export type EditorialPage = z.infer<typeof EditorialPageSchema>;
