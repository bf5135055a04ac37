import { z } from "zod";

export const InitSchema = z.object({
  store: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** Tag-manager id; validated by the analytics rule before use. */
  gtmId: z.string(),
  counters: z.object({ basket: z.number().int(), wishlist: z.number().int() }),
});
export type Init = z.infer<typeof InitSchema>;

/** What of `/api/init` is the same for every visitor. */
export const StoreInfoSchema = InitSchema.pick({ store: true, gtmId: true });

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  image: z.object({ desktop: z.string(), mobile: z.string() }),
  alt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.object({ items: z.array(BannerSchema) });
