import { z } from "zod";
import { ShipmentKindSchema } from "./ids";

/**
 * `GET /api/delivery/estimate?city={code}&productId={id}` (ours: spec §7 has no call for it): how soon and for how much
 * each kind of delivery can bring the product to a city — the fastest option of each kind, the cheaper of two equally
 * fast. A kind the city or the product's stock does not allow is absent.
 */
export const DeliveryOptionSchema = z.object({
  kind: ShipmentKindSchema,
  /** The shipment the option is (41, 42 courier; 43 pickup point; 44, 46 shop pickup). */
  shipmentId: z.number().int().optional(),
  /** Days from today (Moscow time) until the product can be had: 0 today, 1 tomorrow. */
  days: z.number().int().min(0),
  /** That day, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Roubles for this product alone (0: free). */
  price: z.number().min(0),
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

/** An option the storefront cannot read (a kind it does not know) is left out, not the whole estimate. */
const readableOptions = z.array(z.unknown()).transform((options) =>
  options.flatMap((option) => {
    const parsed = DeliveryOptionSchema.safeParse(option);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const DeliveryEstimateSchema = z.object({
  city: z.object({ code: z.string(), name: z.string() }).optional(),
  options: readableOptions,
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;
