/**
 * Reading a listing query string (zod): the server's loaders, and the filter form in the browser (it loads with its
 * modal). Apart from `listing-query.ts`, whose links every listing renders, so a listing's first visit carries no zod.
 */
import { z } from "zod";
import {
  DEFAULT_SORT,
  LISTING_PARAMS,
  listingHref,
  MAX_LIST,
  MAX_PAGE,
  MAX_PRICE,
  SORTS,
  type ListingBase,
  type ListingQuery,
} from "~/catalog/listing-query";

// ——— zod: each parameter arrives as the list of its raw values (a parameter may repeat) ———

const first = (values: string[]) => values.find((v) => v.trim() !== "")?.trim();

const PageSchema = z
  .array(z.string())
  .transform(first)
  .pipe(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE)))
  .catch(1);

const SortSchema = z.array(z.string()).transform(first).pipe(z.enum(SORTS)).catch(DEFAULT_SORT);

const PriceSchema = z
  .array(z.string())
  .transform(first)
  .pipe(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0).max(MAX_PRICE)).optional())
  .catch(undefined);

const DiscountSchema = z.array(z.string()).transform((values) => values.some((v) => v.trim() === "1"));

/**
 * Order of a list's values in the canonical URL, the same in every browser and on the server (no locale): numbers
 * first by value (`42` before `110`), then the rest by code unit (`L`, `M`, `XS`, `Б/Р`).
 */
export function compareListValues(a: string, b: string): number {
  const [na, nb] = [/^\d+$/.test(a) ? Number(a) : NaN, /^\d+$/.test(b) ? Number(b) : NaN];
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb || (a < b ? -1 : a > b ? 1 : 0);
  if (!Number.isNaN(na) || !Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Splits repeated and comma-separated values, keeps the valid ones (normalised, each once, the first MAX_LIST),
 * sorted, so `sizes=44,42` and `sizes=42&sizes=44` are one listing with one URL. Stops reading after MAX_LIST
 * distinct values: the work is bounded by the input, however many values a URL repeats.
 */
const listOf = (item: z.ZodType<string, z.ZodTypeDef, string>) =>
  z.array(z.string()).transform((values) => {
    const out: string[] = [];
    for (const value of values) {
      for (const raw of value.split(",")) {
        if (out.length >= MAX_LIST) return out.sort(compareListValues);
        const parsed = item.safeParse(raw.trim());
        if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
      }
    }
    return out.sort(compareListValues);
  });

/** Size labels: 40…52, XS…XL, 36…41, Б/Р. */
const SizeSchema = z
  .string()
  .min(1)
  .max(8)
  .regex(/^[0-9A-Za-zА-Яа-яЁё/.-]+$/u);
const ColorSchema = z
  .string()
  .regex(/^#?[0-9a-f]{6}$/i)
  .transform((hex) => hex.replace("#", "").toLowerCase());

const ListingSchema = z.object({
  page: PageSchema,
  sort: SortSchema,
  sizes: listOf(SizeSchema),
  colors: listOf(ColorSchema),
  priceMin: PriceSchema,
  priceMax: PriceSchema,
  discount: DiscountSchema,
});

/** The listing query of a URL; invalid values are dropped, a reversed price range is swapped. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const raw = Object.fromEntries(LISTING_PARAMS.map((key) => [key, search.getAll(key)]));
  const { priceMin, priceMax, ...rest } = ListingSchema.parse(raw);
  const query: ListingQuery = { ...rest };
  const [min, max] =
    priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
      ? [priceMax, priceMin]
      : [priceMin, priceMax];
  if (min !== undefined) query.priceMin = min;
  if (max !== undefined) query.priceMax = max;
  return query;
}

/**
 * The URL a submitted filter or sort form leads to, built in the browser so that JavaScript users land
 * on the canonical URL at once (without JavaScript the server's 301 does the same). The page resets.
 */
export function formHref(base: ListingBase, form: URLSearchParams): string {
  return listingHref(base, { ...parseListingQuery(form), page: 1 });
}
