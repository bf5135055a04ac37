/**
 * One URL per listing: the canonical query of section pages (`/catalog/…`), search results (`/search/`) and the
 * looks (`/outfits/`). Any other spelling of the same listing — unknown, empty or repeated parameters, another
 * order, `page` ≤ 1 — is a 301 to it (the root loader and each listing loader ask `listingRedirect`), so junk in a
 * URL can neither grow the page nor multiply a CDN's cache entries.
 *
 * Canonical query, in this order:
 *   1. the page's own parameters: `q` (search: normalised, first non-empty), then the listing's (sort, sizes, colors,
 *      priceMin, priceMax, discount, page — `listing-query.ts`); the looks know only `page`;
 *   2. what every page knows: `modal` (a modal's name), `cityQuery` (only with `modal=location`), `debug` (bare);
 *   3. campaign and click-tracking parameters (`domain/tracking.ts`), non-empty ones, in the order they came: kept
 *      for analytics, never read by the page. Last, so that a CDN can cut them off its cache key (docs/reliability.md).
 * One pass over the parameters; each known one keeps at most MAX_VALUES values, so the work is bounded by the input.
 */
import { parseListingQuery } from "~/catalog/listing-parse";
import { LISTING_PARAMS, listingEntries, MAX_PAGE } from "~/catalog/listing-query";
import { PRODUCT_PATH } from "~/catalog/catalog-path";
import { MODAL_NAMES, MODAL_PARAM } from "~/components/modal";
import { CITY_QUERY_PARAM, normalizeCityQuery } from "~/domain/city-search";
import { isTrackingParam } from "~/domain/tracking";
import { canonicalRedirect, normalizePath, querySearch, type QueryRule } from "~/domain/url";
import { OUTFITS_PATH } from "~/domain/outfit-paths";
import { normalizeSearchQuery } from "~/search/constants";

export type ListingKind = "section" | "search" | "outfits";

export const SEARCH_PATH = "/search/";

/** Values kept of one parameter: more than a filter form ever sends (MAX_LIST sizes), far fewer than a URL can hold. */
const MAX_VALUES = 50;
const DEBUG_PARAM = "debug";

const OWN_PARAMS: Readonly<Record<ListingKind, ReadonlySet<string>>> = {
  section: new Set(LISTING_PARAMS),
  search: new Set(["q", ...LISTING_PARAMS]),
  outfits: new Set(["page"]),
};
const PAGE_WIDE = new Set([MODAL_PARAM, CITY_QUERY_PARAM, DEBUG_PARAM]);
const MODALS: ReadonlySet<string> = new Set(MODAL_NAMES);

/** Which listing a normalised path (lowercase, trailing slash) is, or null; a product's page is none. */
export function listingKindOf(path: string): ListingKind | null {
  if (path === SEARCH_PATH) return "search";
  if (path === OUTFITS_PATH) return "outfits";
  if (path.startsWith("/catalog/") && path !== "/catalog/" && !PRODUCT_PATH.test(path)) return "section";
  return null;
}

const firstNonEmpty = (values: string[] | undefined) => values?.find((v) => v.trim() !== "");

/** A plain page number in 2…MAX_PAGE, else null (the first page has no parameter). */
function pageNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 2 && n <= MAX_PAGE ? n : null;
}

/** The canonical query (decoded) of a listing of the given kind. */
export function canonicalListingEntries(kind: ListingKind, params: URLSearchParams): [string, string][] {
  const own = OWN_PARAMS[kind];
  const values = new Map<string, string[]>();
  const tracking: [string, string][] = [];
  for (const [key, value] of params) {
    if (own.has(key) || PAGE_WIDE.has(key)) {
      const list = values.get(key) ?? [];
      if (list.length < MAX_VALUES) list.push(value);
      values.set(key, list);
    } else if (value !== "" && isTrackingParam(key)) {
      tracking.push([key, value]);
    }
  }

  const entries: [string, string][] = [];
  if (kind === "search") {
    const q = normalizeSearchQuery(firstNonEmpty(values.get("q")));
    if (q) entries.push(["q", q]);
  }
  if (kind === "outfits") {
    const page = pageNumber(firstNonEmpty(values.get("page")));
    if (page !== null) entries.push(["page", String(page)]);
  } else {
    const listing = new URLSearchParams();
    for (const key of LISTING_PARAMS) for (const value of values.get(key) ?? []) listing.append(key, value);
    entries.push(...listingEntries(parseListingQuery(listing)));
  }

  const modal = firstNonEmpty(values.get(MODAL_PARAM))?.trim();
  if (modal !== undefined && MODALS.has(modal)) {
    entries.push([MODAL_PARAM, modal]);
    const cityQuery = modal === "location" ? normalizeCityQuery(firstNonEmpty(values.get(CITY_QUERY_PARAM))) : "";
    if (cityQuery) entries.push([CITY_QUERY_PARAM, cityQuery]);
  }
  if (values.has(DEBUG_PARAM)) entries.push([DEBUG_PARAM, ""]);
  return [...entries, ...tracking];
}

/** `canonicalRedirect`'s rule for the listings: their canonical query, null for any other page. */
export const listingQueryRule: QueryRule = (path, params) => {
  const kind = listingKindOf(path);
  return kind ? canonicalListingEntries(kind, params) : null;
};

/** Where a request must be 301-redirected to (path + search), or null when it is canonical. */
export function listingUrlRedirect(url: URL): string | null {
  return canonicalRedirect(url, listingQueryRule);
}

/**
 * The URL of the same listing on another page: a page past the last one redirects there. Page 1 (and an empty
 * listing, which has one empty page) has no `page` parameter.
 */
export function listingPageUrl(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  params.set("page", String(page));
  const path = normalizePath(url.pathname);
  return `${path}${querySearch(listingQueryRule(path, params) ?? [...params])}`;
}
