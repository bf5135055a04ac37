import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import { ProductListSchema, SectionsResponseSchema } from "~/contract/catalog";
import { FiltersSchema } from "~/contract/filters";
import { SectionDetailSchema, SuggestSchema } from "~/contract/product";

/** `GET /v1/catalog/products`: by `section` (code path) or by search query `q`, with paging, sort and filters. */
export type ProductQuery = {
  section?: string;
  q?: string;
  /** Products by id, in this order (recently viewed, wishlist). */
  ids?: number[];
  page?: number;
  pageSize?: number;
  sort?: string;
  sizes?: string[];
  colors?: string[];
  priceMin?: number;
  priceMax?: number;
  discount?: 1;
  /** The shopper's city code: in the default sort the products it can buy come first. */
  city?: string;
};

type Silent = { silent?: boolean };

export const getSections = (api: Upstream, depthLevel = 3) =>
  api
    .reference("/v1/catalog/sections", SectionsResponseSchema, REFERENCE.menu, { query: { depthLevel } })
    .then((r) => r.sections);

/** Items as cards show them (`view=card`: no originals, offers without barcode and price, the city's shops' stock only). */
export const getProducts = (api: Upstream, query: ProductQuery, options: Silent = {}) =>
  api.get("/v1/catalog/products", ProductListSchema, { query: { ...query, view: "card" }, ...options });

/** `GET /v1/catalog/section?path=`: one section with its breadcrumbs and direct subsections; unknown → 404. */
export const getSection = (api: Upstream, path: string, options: Silent = {}) =>
  api.reference("/v1/catalog/section", SectionDetailSchema, REFERENCE.section, { query: { path }, ...options });

/**
 * `GET /v1/catalog/filters`: the sizes, colours and price range a section (or a search) can be filtered by;
 * each facet is counted with the other active filters applied, the sizes by what the shopper's city can buy.
 */
type FacetFilters = Pick<ProductQuery, "sizes" | "colors" | "priceMin" | "priceMax" | "discount" | "city">;
export function getFilters(
  api: Upstream,
  query: ({ section: string } | { q: string }) & FacetFilters,
  options: Silent = {},
) {
  const { sizes, colors, priceMin, priceMax, discount } = query;
  const filtered = [sizes?.length, colors?.length, priceMin, priceMax, discount].some(
    (value) => value !== undefined && value !== 0,
  );
  // A section's own facets (no filter applied) are the same for every visitor of a city: kept like the section itself.
  return "section" in query && !filtered
    ? api.reference("/v1/catalog/filters", FiltersSchema, REFERENCE.section, {
        query: { section: query.section, city: query.city },
        ...options,
      })
    : api.get("/v1/catalog/filters", FiltersSchema, { query, ...options });
}

/**
 * The first products of a section as a showcase shows them (the home page's strips: picture, name, price — no stock),
 * the same for every visitor, so kept for a minute.
 */
export const getShowcase = (api: Upstream, query: Pick<ProductQuery, "section" | "sort" | "pageSize">) =>
  api.reference("/v1/catalog/products", ProductListSchema, REFERENCE.showcase, {
    query: { ...query, view: "card" },
    silent: true,
  });

/** Products matching a search query (`GET /v1/catalog/products?q=`). */
export const search = (
  api: Upstream,
  q: string,
  query: Omit<ProductQuery, "section" | "q"> = {},
  options: Silent = {},
) => getProducts(api, { ...query, q }, options);

/** Suggestions while typing (the first products as the results page lists them for the city): quick and quiet, a failure is just no suggestions. */
export const suggest = (api: Upstream, q: string, city: string) =>
  api.get("/v1/catalog/search/suggest", SuggestSchema, { query: { q, city }, silent: true, timeoutMs: 3000 });
