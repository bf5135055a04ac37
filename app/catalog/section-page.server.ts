import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCardItem } from "~/domain/card-item";
import { parseListingQuery } from "~/catalog/listing-parse";
import { toFacetParams, toUpstreamParams } from "~/catalog/listing-query";
import { listingRedirect, pastLastPageRedirect } from "~/catalog/listing-redirect.server";
import { shopperCity } from "~/cookies.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { notFoundPage } from "./not-found-page.server";
import { getFilters, getProducts, getSection } from "~/upstream-client/catalog.server";
import { asPageError, mainData, secondary } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** A code path: `odezhda`, `odezhda/platya/platya-midi` (the upstream's own rule). */
export const SECTION_PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;

/** Main data of a listing: an upstream 404 is the storefront's 404 page, other failures the error page. */
export async function listingData<T>(promise: Promise<T>, args: LoaderFunctionArgs): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw error instanceof UpstreamError && error.status === 404 ? await notFoundPage(args) : asPageError(error);
  }
}

/**
 * `/catalog/{codePath...}`: the section, its page of products and its filters, all three in parallel.
 * Calls are silent: a failure becomes the error page (or, for the filters, a page without them), not a toast.
 */
export async function sectionLoader(args: LoaderFunctionArgs, codePath: string) {
  const url = new URL(args.request.url);
  const cleaned = listingRedirect(url);
  if (cleaned) throw cleaned;

  const path = codePath.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (!SECTION_PATH.test(path)) throw await notFoundPage(args);
  const query = parseListingQuery(url.searchParams);

  const upstreamQuery = { ...toUpstreamParams(query), city: await shopperCity(args.request) };
  const { api, toasts } = await upstreamWithToasts(args);
  const [detail, list, filters, { city }] = await Promise.all([
    listingData(getSection(api, path, { silent: true }), args),
    listingData(getProducts(api, { section: path, ...upstreamQuery }, { silent: true }), args),
    secondary(
      getFilters(api, { section: path, ...toFacetParams(query), city: upstreamQuery.city }, { silent: true }),
      null,
    ),
    mainData(shopperLocation(api, args.request)),
  ]);
  const pastLast = pastLastPageRedirect(args.request, url, query.page, list.pagination.pages);
  if (pastLast) throw pastLast;

  return dataWithToasts(
    {
      kind: "section" as const,
      section: detail.section,
      breadcrumbs: detail.breadcrumbs,
      children: detail.children,
      items: list.items.map((item) => toCardItem(item, city)),
      pagination: list.pagination,
      filters,
      query,
    },
    toasts,
  );
}
