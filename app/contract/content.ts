import { z } from "zod";
import { ShareImageSchema } from "./share-image";

const DaysSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });

/**
 * What every offer comes with (the delivery and refund information pages, as numbers): the cheapest door-to-door
 * delivery's price below the free-delivery sum, its days, and the return window. Crawlers read them (JSON-LD).
 */
export const OfferTermsSchema = z.object({
  /** ISO 3166-1 alpha-2: where the store delivers and takes returns. */
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.literal("RUB"),
  delivery: z.object({
    /** Roubles for an order below `freeFrom`; free from it. */
    price: z.number().int().min(0),
    freeFrom: z.number().int().min(0),
    /** Days before the order leaves the warehouse, and on the road (shop cities first, the farthest last). */
    handlingDays: DaysSchema,
    transitDays: DaysSchema,
  }),
  returns: z.object({
    /** Days to return goods of proper quality. */
    days: z.number().int().min(1),
    methods: z.array(z.enum(["in_store", "by_mail"])).min(1),
    /** Who pays for sending a return back: nobody (free) or the shopper. */
    fees: z.enum(["free", "shopper"]),
  }),
});
export type OfferTerms = z.infer<typeof OfferTermsSchema>;

export const InitSchema = z.object({
  store: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** Optional: an upstream without it still serves the store; offers then carry no shipping or return details. */
  terms: OfferTermsSchema.optional(),
  /** Tag-manager id; validated by the analytics rule before use. */
  gtmId: z.string(),
  counters: z.object({ basket: z.number().int(), wishlist: z.number().int() }),
});
export type Init = z.infer<typeof InitSchema>;

/** What of `/api/init` is the same for every visitor. */
export const StoreInfoSchema = InitSchema.pick({ store: true, terms: true, gtmId: true });

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  image: z.object({ desktop: z.string(), mobile: z.string() }),
  alt: z.string(),
  /** The picture as a PNG for link previews (the home page's). */
  share: ShareImageSchema,
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.object({ items: z.array(BannerSchema) });
