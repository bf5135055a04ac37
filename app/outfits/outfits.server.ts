import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { toCardItem } from "~/domain/card-item";
import { listingRedirect, pastLastPageRedirect } from "~/catalog/listing-redirect.server";
import { pageFromSearch } from "~/domain/url";
import { notFoundPage } from "~/catalog/not-found-page.server";
import { asPageError, mainData } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { getSuite, getSuites } from "~/upstream-client/suites.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** Looks per page of `/outfits/`. */
export const OUTFITS_PAGE_SIZE = 12;

/** A look's code as the upstream spells it; anything else cannot be a look. */
const SuiteCodeSchema = z.string().regex(/^[a-z0-9-]{1,100}$/);

/** Main data named by the URL: the upstream's 404 (and its 400 for a page number out of range) is this page's 404. */
async function named<T>(call: Promise<T>, args: LoaderFunctionArgs): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof UpstreamError && (error.status === 404 || error.status === 400)
      ? await notFoundPage(args)
      : asPageError(error);
  }
}

/** `/outfits/?page=N`: a page of looks; any other spelling of its URL, or a page past the last one, is a 301. */
export async function outfitsLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const cleaned = listingRedirect(url);
  if (cleaned) throw cleaned;
  const page = pageFromSearch(url.searchParams);
  const { api, toasts } = await upstreamWithToasts(args);
  const list = await named(getSuites(api, page, OUTFITS_PAGE_SIZE), args);
  const pastLast = pastLastPageRedirect(args.request, url, page, list.pagination.pages);
  if (pastLast) throw pastLast;
  return dataWithToasts({ items: list.items, pagination: list.pagination }, toasts);
}

/** `/suite/{code}/`: the look, its pictures and its products as product cards; an unknown code is a 404. */
export async function suiteLoader(args: LoaderFunctionArgs) {
  const code = SuiteCodeSchema.safeParse(args.params.code);
  if (!code.success) throw await notFoundPage(args);
  const { api, toasts } = await upstreamWithToasts(args);
  const [suite, { city }] = await Promise.all([
    named(getSuite(api, code.data), args),
    mainData(shopperLocation(api, args.request)),
  ]);
  return dataWithToasts({ suite: { ...suite, items: suite.items.map((item) => toCardItem(item, city)) } }, toasts);
}
