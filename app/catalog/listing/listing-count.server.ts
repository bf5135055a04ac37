import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseListingQuery } from "~/catalog/listing-parse";
import { toFacetParams, toUpstreamParams } from "~/catalog/listing-query";
import { SECTION_PATH } from "~/catalog/section-page.server";
import { shopperCity } from "~/cookies.server";
import { resourceCacheHeaders } from "~/http/cache.server";
import { normalizeSearchQuery, SUGGEST_MIN_LENGTH } from "~/search/constants";
import { meantQuery } from "~/search/meant-query";
import type { Filters } from "~/contract/filters";
import { getFilters, getProducts, type ProductQuery } from "~/upstream-client/catalog.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";

/**
 * What `GET /listing/count/` answers: how many products the listing would show, and its facets for those choices (each
 * counted with the other choices, so a colour's count follows the sizes ticked); null when that is not known.
 */
export type ListingCount = { total: number | null; filters: Filters | null };

/** The listing a path names: a section's code path (`/catalog/odezhda/platya/`) or the search (`/search/`). */
function listingOf(path: string, q: string): { section: string } | { q: string } | null {
  if (path === "/search/" || path === "/search") return q.length >= SUGGEST_MIN_LENGTH ? { q } : null;
  const section = /^\/catalog\/(.+?)\/?$/.exec(path)?.[1]?.toLowerCase();
  return section && SECTION_PATH.test(section) ? { section } : null;
}

/**
 * `GET /listing/count/?path=…&q=…&sizes=…`: how many products the filter form's choices would list — the listing's
 * own query (the shopper's city, a search's corrected typo or other keyboard layout) asked for one product, so the
 * total is the page's. Cacheable as the search suggestions are (they depend on the city cookie only); a failure is
 * answered with no number, never cached.
 */
export async function listingCount(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const listing = listingOf(params.get("path") ?? "", normalizeSearchQuery(params.get("q")));
  if (!listing)
    return json<ListingCount>(
      { total: null, filters: null },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  const [api, city] = await Promise.all([upstreamFor(args), shopperCity(args.request)]);
  const choices = parseListingQuery(params);
  const query: ProductQuery = { ...toUpstreamParams(choices), page: 1, pageSize: 1, city };
  const count = (source: { section: string } | { q: string }) =>
    secondary(
      getProducts(api, { ...query, ...source }, { silent: true }).then((list) => ({
        total: list.pagination.total,
        correctedQuery: list.correctedQuery,
      })),
      null,
    );
  const facets = (source: { section: string } | { q: string }) =>
    secondary(getFilters(api, { ...source, ...toFacetParams(choices), city }, { silent: true }), null);
  // A search's facets are those of what it shows: the query as typed, or the one it was taken to mean.
  const [total, filters] =
    "section" in listing
      ? await Promise.all([count(listing).then((answer) => answer?.total), facets(listing)])
      : await meantQuery(
          listing.q,
          (q) => Promise.all([count({ q }), facets({ q })]),
          ([answer]) => ({ found: (answer?.total ?? 0) > 0, correctedQuery: answer?.correctedQuery }),
        ).then(({ answer: [answer, filters] }) => [answer?.total, filters] as const);
  const headers =
    total === undefined || filters === null
      ? { "Cache-Control": "no-store" }
      : resourceCacheHeaders(args.request, "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  return json<ListingCount>({ total: total ?? null, filters }, { headers });
}
