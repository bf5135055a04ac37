import { z } from "zod";

/**
 * A link target the storefront renders as it is: a same-site path, or a mail, phone or https link. Anything else
 * (`javascript:`, `//host`, backslash tricks) fails validation, so upstream text never becomes a script URL.
 */
export const SafeHrefSchema = z
  .string()
  .max(500)
  .refine(
    (href) =>
      (/^\/(?![/\\])/.test(href) || /^(mailto:|tel:\+?\d|https:\/\/[^/\\\s]+)/.test(href)) &&
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
      !/[\s\u0000-\u001f\u007f\\]/.test(href),
    "Недопустимая ссылка",
  );

/** A run of text: plain strings and links, in reading order. */
export const InlineSchema = z.union([z.string(), z.object({ text: z.string().min(1), href: SafeHrefSchema })]);
export const RichTextSchema = z.array(InlineSchema).min(1);
export type Inline = z.infer<typeof InlineSchema>;
export type RichText = z.infer<typeof RichTextSchema>;

/** The building blocks of an information page; the page's own title is its h1, so sections start at h2. */
export const BlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string().min(1) }),
  z.object({ type: z.literal("paragraph"), text: RichTextSchema }),
  /** A highlighted paragraph: a condition the shopper should not miss. */
  z.object({ type: z.literal("note"), text: RichTextSchema }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(RichTextSchema).min(1) }),
  /** The first cell of a row names the row. */
  z.object({
    type: z.literal("table"),
    caption: z.string().min(1),
    columns: z.array(z.string()).min(2),
    rows: z.array(z.array(RichTextSchema)).min(1),
  }),
  /** Term and description pairs: requisites, contacts. */
  z.object({
    type: z.literal("facts"),
    items: z.array(z.object({ term: z.string().min(1), text: RichTextSchema })).min(1),
  }),
]);
export type Block = z.infer<typeof BlockSchema>;

/** `delivery`, `delivery/pickup`: the page's path under /information/. */
const CodeSchema = z.string().regex(/^[a-z-]+(?:\/[a-z-]+)?$/);

export const InformationEntrySchema = z.object({
  code: CodeSchema,
  /** Short, for the menu. */
  name: z.string(),
  /** The page's heading. */
  title: z.string(),
  /** One or two sentences: the index page and the meta description. */
  description: z.string(),
});
export type InformationEntry = z.infer<typeof InformationEntrySchema>;

/** GET /api/content/information — every page, in menu order, with the pages under it. */
export const InformationListSchema = z.object({
  title: z.string(),
  description: z.string(),
  items: z.array(InformationEntrySchema.extend({ children: z.array(InformationEntrySchema) })),
});
export type InformationList = z.infer<typeof InformationListSchema>;

/** GET /api/content/information/{code}. */
export const InformationPageSchema = InformationEntrySchema.extend({ blocks: z.array(BlockSchema).min(1) });
export type InformationPage = z.infer<typeof InformationPageSchema>;
