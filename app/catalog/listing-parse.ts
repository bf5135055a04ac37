/**
 * Reading a listing query string (zod): the server's loaders, and the filter form in the browser (it loads with its
 * modal). Apart from `listing-query.ts`, whose links every listing renders, so a listing's first visit carries no zod.
 */
import { z } from "zod";
import {
  DEFAULT_SORT,
  LISTING_PARAMS,
  listingEntries,
  listingHref,
  listingSearch,
  MAX_LIST,
  MAX_PAGE,
  MAX_PRICE,
  otherEntries,
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

const DiscountSchema = z
  .array(z.string())
  .transform((values) => values.some((v) => v.trim() === "1"));

/** Splits repeated and comma-separated values, keeps the valid ones (normalised), first occurrence wins. */
const listOf = (item: z.ZodType<string, z.ZodTypeDef, string>) =>
  z.array(z.string()).transform((values) => {
    const out: string[] = [];
    for (const raw of values.flatMap((v) => v.split(","))) {
      const parsed = item.safeParse(raw.trim());
      if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
    }
    return out.slice(0, MAX_LIST);
  });

/** Size labels: 40…52, XS…XL, 36…41, Б/Р. */
const SizeSchema = z.string().min(1).max(8).regex(/^[0-9A-Za-zА-Яа-яЁё/.\-]+$/u);
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
  const [min, max] = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax];
  if (min !== undefined) query.priceMin = min;
  if (max !== undefined) query.priceMax = max;
  return query;
}

/**
 * Where a listing request must be 301-redirected to (path + search), or null when its listing
 * parameters are already canonical. Parameters are compared decoded, so `%20` and `+` never redirect.
 */
export function cleanListingUrl(url: URL): string | null {
  const others = otherEntries(url.searchParams);
  const wanted = [...others, ...listingEntries(parseListingQuery(url.searchParams))];
  const actual = [...url.searchParams];
  const same = wanted.length === actual.length && wanted.every(([k, v], i) => actual[i][0] === k && actual[i][1] === v);
  return same ? null : `${url.pathname}${listingSearch(parseListingQuery(url.searchParams), others)}`;
}

/**
 * The URL a submitted filter or sort form leads to, built in the browser so that JavaScript users land
 * on the canonical URL at once (without JavaScript the server's 301 does the same). The page resets.
 */
export function formHref(base: ListingBase, form: URLSearchParams): string {
  return listingHref(base, { ...parseListingQuery(form), page: 1 });
}
