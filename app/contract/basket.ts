import { z } from "zod";
import type { Price } from "./catalog";
import { BasketCertificateSchema } from "./gift-certificates";
import { text } from "./tolerant";

/** The most units one basket line can hold where the upstream does not say (the basket form's MAX_QUANTITY). */
export const LINE_QUANTITY_LIMIT = 10;

export type BasketLine = {
  /** Basket line id (DELETE/PATCH /api/basket/{id}). */
  id: number;
  productId: number;
  offerId: number;
  name: string;
  /** The product's page; "" when the upstream gives none (the line's name is then plain text). */
  link: string;
  /** "" when the upstream gives none: the placeholder picture is shown (spec §7). */
  image: string;
  size: string;
  colorName: string;
  quantity: number;
  /** Unit price; discountValue is what the shopper pays per unit. */
  price: Price;
  /** Article (CML2_ARTICLE) and barcode (CML2_BAR_CODE). */
  properties: { code: string; value: string }[];
  delay: boolean;
  /** False when the offer is out of stock for the basket's city (maxQuantity is 0). */
  available: boolean;
  /**
   * The most units this line can hold for the basket's city (the checkout's city, else the default city): what one
   * delivery way ships — the warehouse when it delivers there, or the best pickup shop of the city.
   */
  maxQuantity: number;
};

/** A line's unit price: spec §3 names `discountValue` (what the shopper pays); the full price falls back to it. */
const LinePriceSchema = z
  .object({
    value: z.number().nullish(),
    discountValue: z.number(),
    discountPercent: z.number().nullish(),
    formatValue: z.string().nullish(),
    formatDiscountValue: z.string().nullish(),
    currency: z.string().nullish(),
  })
  .transform(({ discountValue, ...price }): Price => {
    const value = price.value ?? discountValue;
    return {
      value,
      discountValue,
      discountPercent:
        price.discountPercent ?? (value > discountValue ? Math.round((1 - discountValue / value) * 100) : 0),
      formatValue: price.formatValue ?? "",
      formatDiscountValue: price.formatDiscountValue ?? "",
      currency: price.currency ?? "RUB",
    };
  });

/**
 * A basket line as an upstream may send it. Spec §3 names productId, quantity, price (with discountValue) and
 * properties (code/value pairs: CML2_ARTICLE, CML2_BAR_CODE); everything else is ours and falls back (`toLine`).
 */
const LineAnswerSchema = z.object({
  id: z.number().int().nullish(),
  productId: z.number().int(),
  offerId: z.number().int().nullish(),
  name: z.string().nullish(),
  link: text,
  image: text,
  size: text,
  colorName: text,
  quantity: z.number().int(),
  price: LinePriceSchema,
  properties: z
    .array(z.object({ code: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
    .nullish()
    .transform((list) => list ?? []),
  delay: z.boolean().nullish(),
  available: z.boolean().nullish(),
  maxQuantity: z.number().int().nullish(),
});
type LineAnswer = z.infer<typeof LineAnswerSchema>;

/** A line's key across the basket's lists: its id, else its offer, else its product. */
const lineKey = (line: LineAnswer): number => line.id ?? line.offerId ?? line.productId;

/**
 * A line with its fallbacks: the line id is the offer's (else the product's) — the spec's `{id}` of a removal or a
 * delay; the offer is the product (spec §3 names no other); the name is the article; a line says it is delayed or
 * unavailable by the list it is in; one that says nothing of its stock holds up to the basket form's limit.
 */
function toLine(line: LineAnswer, lists: { delayed: Set<number>; unavailable: Set<number> }): BasketLine {
  const key = lineKey(line);
  const article = line.properties.find((p) => p.code === "CML2_ARTICLE")?.value;
  const available = line.available ?? (line.maxQuantity != null ? line.maxQuantity > 0 : !lists.unavailable.has(key));
  return {
    id: key,
    productId: line.productId,
    offerId: line.offerId ?? line.productId,
    name: line.name || (article ? `Артикул ${article}` : `Товар ${line.productId}`),
    link: line.link,
    image: line.image,
    size: line.size,
    colorName: line.colorName,
    quantity: line.quantity,
    price: line.price,
    properties: line.properties,
    delay: line.delay ?? lists.delayed.has(key),
    available,
    maxQuantity: line.maxQuantity ?? (available ? LINE_QUANTITY_LIMIT : 0),
  };
}

const SummaryAnswerSchema = z.object({
  /** Sum of full prices of active lines. */
  value: z.number().nullish(),
  /** Sum of selling prices of active lines. */
  discountValue: z.number().nullish(),
  /** value − discountValue. */
  discount: z.number().nullish(),
  formatValue: z.string().nullish(),
  formatDiscountValue: z.string().nullish(),
  /** The gift certificate lines: how many, and their nominals' sum. */
  certificates: z.object({ quantity: z.number().int(), value: z.number() }).nullish(),
});

export type Basket = {
  products: BasketLine[];
  activeProducts: BasketLine[];
  delayedProducts: BasketLine[];
  unavailableProducts: BasketLine[];
  summary: {
    /** Sum of full prices of active lines. */
    value: number;
    /** Sum of selling prices of active lines. */
    discountValue: number;
    /** value − discountValue. */
    discount: number;
    formatValue: string;
    formatDiscountValue: string;
    /** The gift certificate lines: how many, and their nominals' sum. */
    certificates: { quantity: number; value: number };
  };
  /** Total quantity of active lines and gift certificates (the header's basket counter). */
  totalQuantity: number;
  /** Gift certificates, one line each, in the order added (an upstream without them answers none). */
  certificates: z.infer<typeof BasketCertificateSchema>[];
};

/**
 * The basket (`GET /api/basket`, and the answer of adding, changing and removing). Spec §3 names its lists — products,
 * activeProducts, delayedProducts, unavailableProducts — which are required; the summary's sums and totalQuantity fall
 * back to what the active lines and certificates add up to; gift certificates are ours (none without them).
 */
export const BasketSchema = z
  .object({
    products: z.array(LineAnswerSchema),
    activeProducts: z.array(LineAnswerSchema),
    delayedProducts: z.array(LineAnswerSchema),
    unavailableProducts: z.array(LineAnswerSchema),
    summary: SummaryAnswerSchema.nullish(),
    totalQuantity: z.number().int().nullish(),
    certificates: z
      .array(BasketCertificateSchema)
      .nullish()
      .transform((list) => list ?? []),
  })
  .transform((answer): Basket => {
    const lists = {
      delayed: new Set(answer.delayedProducts.map(lineKey)),
      unavailable: new Set(answer.unavailableProducts.map(lineKey)),
    };
    // Each line once: a sub-list's line is the same line as in `products` (the one with the most said of it).
    const lines = new Map(answer.products.map((line) => [lineKey(line), toLine(line, lists)]));
    const read = (list: LineAnswer[]) => list.map((line) => lines.get(lineKey(line)) ?? toLine(line, lists));
    const activeProducts = read(answer.activeProducts);
    const summary = answer.summary ?? {};
    const value = summary.value ?? activeProducts.reduce((sum, line) => sum + line.price.value * line.quantity, 0);
    const discountValue =
      summary.discountValue ?? activeProducts.reduce((sum, line) => sum + line.price.discountValue * line.quantity, 0);
    const certificates = summary.certificates ?? {
      quantity: answer.certificates.length,
      value: answer.certificates.reduce((sum, line) => sum + line.nominal.value, 0),
    };
    return {
      products: [...lines.values()],
      activeProducts,
      delayedProducts: read(answer.delayedProducts),
      unavailableProducts: read(answer.unavailableProducts),
      summary: {
        value,
        discountValue,
        discount: summary.discount ?? value - discountValue,
        formatValue: summary.formatValue ?? "",
        formatDiscountValue: summary.formatDiscountValue ?? "",
        certificates,
      },
      totalQuantity:
        answer.totalQuantity ??
        activeProducts.reduce((sum, line) => sum + line.quantity, 0) + answer.certificates.length,
      certificates: answer.certificates,
    };
  });

/**
 * The answer of a removal (spec §7: `DELETE /api/basket/{id}` answers `products`) or a change (`PATCH`, answer not
 * shown): the whole basket when it is one, else null — the caller then reads the basket again.
 */
export const BasketChangeSchema = z.union([BasketSchema, z.unknown().transform(() => null)]);

/** Spec §7: the wishlist's `items`, product ids. */
export const WishlistSchema = z.object({ items: z.array(z.number().int()) });
export type Wishlist = z.infer<typeof WishlistSchema>;

export const AcceptedSchema = z.object({ ok: z.literal(true), message: z.string() });
export type Accepted = z.infer<typeof AcceptedSchema>;
