/**
 * The listing query string of section and search pages: page, sort and filters.
 *
 * Parsing (`listing-parse.ts`) is lenient: every invalid value is dropped (never a 500), and a request whose query is
 * not in canonical form is 301-redirected to the cleaned URL (`listing-url.ts`), so each listing has exactly one URL
 * and what a shopper shares is what they saw.
 *
 * Canonical form: `q` (search) first, then the listing parameters in the order sort, sizes, colors, priceMin,
 * priceMax, discount, page; lists are comma-separated and sorted (`sizes=42,44`, `colors=1a1a1a,ffffff`: lowercase
 * hex without `#`); defaults are left out (`sort=popular`, `page=1`, empty fields of the filter form). Links carry
 * nothing else: no campaign tags (`domain/tracking.ts`), no unknown parameter.
 */

export const SORTS = ["popular", "new", "price_asc", "price_desc", "discount"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "popular";

export const SORT_LABELS: Readonly<Record<Sort, string>> = {
  popular: "По популярности",
  new: "Сначала новинки",
  price_asc: "Сначала дешевле",
  price_desc: "Сначала дороже",
  discount: "По размеру скидки",
};

/** Products per page of a listing. */
export const PAGE_SIZE = 24;
/** Bounds the upstream accepts. */
export const MAX_PAGE = 100_000;
export const MAX_PRICE = 10_000_000;
export const MAX_LIST = 20;

export type ListingQuery = {
  page: number;
  sort: Sort;
  sizes: string[];
  /** Lowercase `rrggbb`, no `#`. */
  colors: string[];
  priceMin?: number;
  priceMax?: number;
  discount: boolean;
};

export type ListingFilterKey = "sizes" | "colors" | "priceMin" | "priceMax" | "discount";

/** The listing's own parameters, in canonical order. */
export const LISTING_PARAMS = ["sort", "sizes", "colors", "priceMin", "priceMax", "discount", "page"] as const;

export const EMPTY_LISTING: Readonly<ListingQuery> = Object.freeze({
  page: 1,
  sort: DEFAULT_SORT,
  sizes: [],
  colors: [],
  discount: false,
});

/** The canonical listing parameters of a query, in canonical order. */
export function listingEntries(query: ListingQuery): [string, string][] {
  const entries: [string, string][] = [];
  if (query.sort !== DEFAULT_SORT) entries.push(["sort", query.sort]);
  if (query.sizes.length) entries.push(["sizes", query.sizes.join(",")]);
  if (query.colors.length) entries.push(["colors", query.colors.join(",")]);
  if (query.priceMin !== undefined) entries.push(["priceMin", String(query.priceMin)]);
  if (query.priceMax !== undefined) entries.push(["priceMax", String(query.priceMax)]);
  if (query.discount) entries.push(["discount", "1"]);
  if (query.page >= 2) entries.push(["page", String(query.page)]);
  return entries;
}

/**
 * What a listing's links keep of its URL besides the listing's own parameters: the search query `q` (already in
 * canonical form, the loaders saw to that). Nothing else: not `modal` (following a link closes an open modal), not
 * the campaign tags, not whatever else a URL was given.
 */
export function contextEntries(search: URLSearchParams): [string, string][] {
  const q = search.get("q");
  return q ? [["q", q]] : [];
}

/** `?…` for a listing (or "" when there is nothing), the context (`q`) first. */
export function listingSearch(query: ListingQuery, others: [string, string][] = []): string {
  // Commas need no escaping in a query; `sizes=42,44` reads better when shared.
  const text = new URLSearchParams([...others, ...listingEntries(query)]).toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

// ——— links: changing a filter or the sort resets the page ———

export function hasFilters(query: ListingQuery): boolean {
  return (
    query.sizes.length > 0 ||
    query.colors.length > 0 ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.discount
  );
}

export function countFilters(query: ListingQuery): number {
  return (
    query.sizes.length +
    query.colors.length +
    (query.priceMin !== undefined ? 1 : 0) +
    (query.priceMax !== undefined ? 1 : 0) +
    (query.discount ? 1 : 0)
  );
}

/** Where a listing lives: its path and the URL's other parameters. */
export type ListingBase = { pathname: string; others?: [string, string][] };
export const listingHref = (base: ListingBase, query: ListingQuery) =>
  `${base.pathname}${listingSearch(query, base.others)}`;

export function pageHref(base: ListingBase, query: ListingQuery, page: number): string {
  return listingHref(base, { ...query, page });
}

export function sortHref(base: ListingBase, query: ListingQuery, sort: Sort): string {
  return listingHref(base, { ...query, sort, page: 1 });
}

/** The listing without one filter value (a chip's link). */
export function withoutFilterHref(
  base: ListingBase,
  query: ListingQuery,
  key: ListingFilterKey,
  value?: string,
): string {
  const next: ListingQuery = { ...query, page: 1 };
  if (key === "sizes") next.sizes = query.sizes.filter((v) => v !== value);
  else if (key === "colors") next.colors = query.colors.filter((v) => v !== value);
  else if (key === "discount") next.discount = false;
  else delete next[key];
  return listingHref(base, next);
}

/** The listing with all filters removed; the sort stays. */
export function resetFiltersHref(base: ListingBase, query: ListingQuery): string {
  return listingHref(base, { ...EMPTY_LISTING, sort: query.sort });
}

// ——— upstream ———

export type UpstreamListingParams = {
  page: number;
  pageSize: number;
  sort: Sort;
  sizes?: string[];
  colors?: string[];
  priceMin?: number;
  priceMax?: number;
  discount?: 1;
};

/** The query of `GET /v1/catalog/products` (without `section` / `q`); empty filters are left out. */
export function toUpstreamParams(query: ListingQuery): UpstreamListingParams {
  const params: UpstreamListingParams = { page: query.page, pageSize: PAGE_SIZE, sort: query.sort };
  if (query.sizes.length) params.sizes = query.sizes;
  if (query.colors.length) params.colors = query.colors;
  if (query.priceMin !== undefined) params.priceMin = query.priceMin;
  if (query.priceMax !== undefined) params.priceMax = query.priceMax;
  if (query.discount) params.discount = 1;
  return params;
}

/** The query of `GET /v1/catalog/filters` (without `section` / `q`): the active filters, so each facet counts with the others. */
export function toFacetParams(query: ListingQuery): Omit<UpstreamListingParams, "page" | "pageSize" | "sort"> {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = toUpstreamParams(query);
  return filters;
}
