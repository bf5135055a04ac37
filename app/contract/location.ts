import { z } from "zod";

/** [latitude, longitude] — the maps service's order. */
export const CoordinatesSchema = z.tuple([z.number(), z.number()]);

export const CitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region: z.string(),
  coordinates: CoordinatesSchema,
  /** The warehouse delivers here (courier or pickup points): online stock can reach the city's shoppers. */
  delivery: z.boolean(),
});
export type City = z.infer<typeof CitySchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  schedule: z.string(),
  coordinates: CoordinatesSchema,
  isPickup: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

export const LocationSchema = z.object({
  city: CitySchema,
  cities: z.array(CitySchema),
  stores: z.array(StoreSchema),
});
export type Location = z.infer<typeof LocationSchema>;

/** A shop on the shops page: the store with what it offers (fitting rooms, pickup of online orders, Love Card…). */
export const ShopSchema = StoreSchema.extend({
  services: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Shop = z.infer<typeof ShopSchema>;

/** GET /api/shops/{city}: the city, its shops (none for a city without them) and every city that has shops. */
export const ShopsSchema = z.object({
  city: CitySchema,
  stores: z.array(ShopSchema),
  cities: z.array(z.object({ code: z.string(), name: z.string(), storeCount: z.number().int().positive() })),
});
export type Shops = z.infer<typeof ShopsSchema>;
