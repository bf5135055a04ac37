import { z } from "zod";

/** GET /v1/catalog/filters?section=…: what a section's listing can be filtered by (only offers in stock count). */
export const FiltersSchema = z.object({
  /** Sizes in display order (40…52, XS…XL, Б/Р) with the number of products that have the size in stock. */
  sizes: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** Main colours of the section's products, most frequent first. */
  colors: z.array(z.object({ hex: z.string(), name: z.string(), count: z.number().int() })),
  /** Selling-price range of the section in roubles (0–0 for an empty section). */
  price: z.object({ min: z.number(), max: z.number() }),
  /** Discounted products among them (the `discount=1` filter's count). */
  discountCount: z.number().int(),
});
export type Filters = z.infer<typeof FiltersSchema>;
