import { z } from "zod";
import { naming } from "./tolerant";

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

export type Location = { city: City; cities: City[]; stores: Store[] };

/** The city of a shopper who has chosen none (spec §3, §9: Moscow; app/domain/location.ts's DEFAULT_CITY). */
export const DEFAULT_LOCATION_CITY: City = {
  id: 0,
  code: "moscow",
  name: "Москва",
  region: "Москва",
  coordinates: [55.7558, 37.6173],
  delivery: true,
};

const LocationCitySchema = z.object({
  id: z.number().int().nullish(),
  code: z.string().nullish(),
  name: z.string().nullish(),
  region: z.string().nullish(),
  coordinates: CoordinatesSchema.nullish(),
  delivery: z.boolean().nullish(),
});
type LocationCity = z.infer<typeof LocationCitySchema>;

/**
 * `GET /api/location?city=` as an upstream may answer it. The spec shows no answer (its shape is ours) and names the
 * city (by its name; default Moscow), stores and cities: every field is optional (`toLocation` gives the fallbacks),
 * unknown ones are ignored. The city may come as its name alone.
 */
const LocationFieldsSchema = z.object({
  city: z.union([z.string().transform((name): LocationCity => ({ name })), LocationCitySchema]).nullish(),
  cities: z.array(LocationCitySchema).nullish(),
  stores: z
    .array(
      z.object({
        id: z.number().int().nullish(),
        cityId: z.number().int().nullish(),
        name: z.string().nullish(),
        address: z.string().nullish(),
        phone: z.string().nullish(),
        schedule: z.string().nullish(),
        coordinates: CoordinatesSchema.nullish(),
        isPickup: z.boolean().nullish(),
      }),
    )
    .nullish(),
});
type LocationAnswer = z.infer<typeof LocationFieldsSchema>;

/** An answer with none of the three is not the location's: it cannot be read (see `getLocation`). */
export const LocationAnswerSchema = naming(["city", "cities", "stores"]).pipe(LocationFieldsSchema);

/** A city with its fallbacks from what else is known of it (`known`: the same city in the answer's list). */
function toCity(city: LocationCity, code: string, known?: City): City {
  const fallback = known ?? (code === DEFAULT_LOCATION_CITY.code ? DEFAULT_LOCATION_CITY : undefined);
  const name = city.name || fallback?.name || code;
  return {
    id: city.id ?? fallback?.id ?? 0,
    code,
    name,
    region: city.region || fallback?.region || name,
    coordinates: city.coordinates ?? fallback?.coordinates ?? DEFAULT_LOCATION_CITY.coordinates,
    // A city the upstream says nothing of is delivered to (spec §3's offer rules count online stock everywhere).
    delivery: city.delivery ?? fallback?.delivery ?? true,
  };
}

/**
 * The location with its fallbacks, for the city asked for (`requested`: its code, or null for the default city).
 * Cities without a code cannot be chosen and are left out. The city: the answer's (its code, else the listed city of
 * its name, else the one asked for); without one, the listed city asked for, else Moscow. A store's missing city is the
 * answer's city, a missing pickup flag true, missing texts empty.
 */
export function toLocation(answer: LocationAnswer, requested: string | null): Location {
  const cities = (answer.cities ?? []).flatMap((city) => (city.code ? [toCity(city, city.code)] : []));
  const listed = (code: string | null | undefined) => cities.find((city) => city.code === code);
  const named = answer.city;
  const code = named
    ? named.code || cities.find((city) => city.name === named.name)?.code || requested || DEFAULT_LOCATION_CITY.code
    : (listed(requested)?.code ?? DEFAULT_LOCATION_CITY.code);
  const city = toCity(named ?? {}, code, listed(code));
  const stores = (answer.stores ?? []).map((store): Store => ({
    id: store.id ?? 0,
    cityId: store.cityId ?? city.id,
    name: store.name ?? "",
    address: store.address ?? "",
    phone: store.phone ?? "",
    schedule: store.schedule ?? "",
    coordinates: store.coordinates ?? city.coordinates,
    isPickup: store.isPickup ?? true,
  }));
  return { city, cities, stores };
}

/** `GET /api/location` read for the city asked for (the query's `city`; null: none asked, the default city). */
export const locationSchemaFor = (requested: string | null) =>
  LocationAnswerSchema.transform((answer) => toLocation(answer, requested));

/** `GET /api/location` read with no city asked for. */
export const LocationSchema = locationSchemaFor(null);

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

/**
 * A city of `GET /store/cities` and `GET /address?type=city` (spec §7: `items`). Only `id` and `name` are required;
 * `code` (the city as `/api/location`, the basket and the order name it) and `region` are ours, optional: without a
 * code the storefront takes the id for it (`app/upstream-client/location.server.ts`). Other fields are ignored.
 */
export const CityItemSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  name: z.string().min(1),
  code: z.string().nullish(),
  region: z.string().nullish(),
});
export type CityItem = z.infer<typeof CityItemSchema>;

/** GET /store/cities (spec §7): the cities with shops. */
export const StoreCitiesSchema = z.object({ items: z.array(CityItemSchema) });

/** GET /address?type=city&name= (spec §7): the cities whose name matches. */
export const CitySearchSchema = z.object({ items: z.array(CityItemSchema) });
