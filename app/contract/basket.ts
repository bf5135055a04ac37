import { z } from "zod";
import { PriceSchema } from "./catalog";
import { BasketCertificateSchema } from "./gift-certificates";

export const BasketLineSchema = z.object({
  /** Basket line id (DELETE/PATCH /api/basket/{id}). */
  id: z.number().int(),
  productId: z.number().int(),
  offerId: z.number().int(),
  name: z.string(),
  link: z.string(),
  image: z.string(),
  size: z.string(),
  colorName: z.string(),
  quantity: z.number().int(),
  /** Unit price; discountValue is what the shopper pays per unit. */
  price: PriceSchema,
  /** Article (CML2_ARTICLE) and barcode (CML2_BAR_CODE). */
  properties: z.array(z.object({ code: z.string(), value: z.string() })),
  delay: z.boolean(),
  /** False when the offer is out of stock for the basket's city (maxQuantity is 0). */
  available: z.boolean(),
  /**
   * The most units this line can hold for the basket's city (the checkout's city, else the default city): what one
   * delivery way ships — the warehouse when it delivers there, or the best pickup shop of the city.
   */
  maxQuantity: z.number().int(),
});
export type BasketLine = z.infer<typeof BasketLineSchema>;

export const BasketSchema = z.object({
  products: z.array(BasketLineSchema),
  activeProducts: z.array(BasketLineSchema),
  delayedProducts: z.array(BasketLineSchema),
  unavailableProducts: z.array(BasketLineSchema),
  summary: z.object({
    /** Sum of full prices of active lines. */
    value: z.number(),
    /** Sum of selling prices of active lines. */
    discountValue: z.number(),
    /** value − discountValue. */
    discount: z.number(),
    formatValue: z.string(),
    formatDiscountValue: z.string(),
    /** The gift certificate lines: how many, and their nominals' sum. */
    certificates: z.object({ quantity: z.number().int(), value: z.number() }).default({ quantity: 0, value: 0 }),
  }),
  /** Total quantity of active lines and gift certificates (the header's basket counter). */
  totalQuantity: z.number().int(),
  /** Gift certificates, one line each, in the order added (an upstream without them answers none). */
  certificates: z.array(BasketCertificateSchema).default([]),
});
export type Basket = z.infer<typeof BasketSchema>;

export const WishlistSchema = z.object({ items: z.array(z.number().int()) });
export type Wishlist = z.infer<typeof WishlistSchema>;

export const AcceptedSchema = z.object({ ok: z.literal(true), message: z.string() });
export type Accepted = z.infer<typeof AcceptedSchema>;
