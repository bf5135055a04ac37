import { z } from "zod";
import { ShareImageSchema } from "./share-image";
import { naming, text } from "./tolerant";

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

/** The store's name where the upstream gives none (as app/seo/meta.ts's DEFAULT_STORE_NAME). */
export const DEFAULT_STORE = { name: "LOVE STORE", phone: "", email: "" };

/**
 * The store's contacts of `GET /api/init`. The spec does not show init's answer (its shape is ours), so every field is
 * optional: the store's name falls back to LOVE STORE, a missing phone or e-mail is not shown.
 */
const StoreSchema = z
  .object({ name: z.string().nullish(), phone: text, email: text })
  .nullish()
  .transform((store) => ({
    name: store?.name || DEFAULT_STORE.name,
    phone: store?.phone ?? "",
    email: store?.email ?? "",
  }));

/** Optional: an upstream without them (or with other ones) still serves the store; offers then carry no terms. */
const TermsSchema = OfferTermsSchema.optional().catch(undefined);

const InitFieldsSchema = z.object({
  store: StoreSchema,
  terms: TermsSchema,
  /** Tag-manager id; validated by the analytics rule before use ("" : none). */
  gtmId: text,
  counters: z
    .object({ basket: z.number().int(), wishlist: z.number().int() })
    .nullish()
    .transform((counters) => counters ?? { basket: 0, wishlist: 0 }),
});

/**
 * `GET /api/init` (spec §7: startup, answer not shown): every field optional, unknown ones ignored — but an answer with
 * none of them is not init's (it cannot be read: app/upstream-client/content.server.ts falls back to
 * DEFAULT_STORE_INFO).
 */
export const InitSchema = naming(["store", "terms", "gtmId", "counters"]).pipe(InitFieldsSchema);
export type Init = z.infer<typeof InitSchema>;

/** What of `/api/init` is the same for every visitor (its counters are the token's: never kept). */
export const StoreInfoSchema = naming(["store", "terms", "gtmId"]).pipe(
  InitFieldsSchema.pick({ store: true, terms: true, gtmId: true }),
);
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

/**
 * `/api/init` when its answer cannot be read at all (app/upstream-client/content.server.ts): the store with no details.
 */
export const DEFAULT_STORE_INFO: StoreInfo = { store: DEFAULT_STORE, terms: undefined, gtmId: "" };

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
