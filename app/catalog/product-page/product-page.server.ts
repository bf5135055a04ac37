import type { LoaderFunctionArgs } from "@remix-run/node";
import { defer, redirect } from "@remix-run/node";
import type { OfferTerms } from "~/contract/content";
import { SECONDARY_BUDGET_MS, TIME_BOX_MS } from "~/domain/timing";
import { notFound } from "~/http/not-found.server";
import { publicOrigin } from "~/http/origin.server";
import { shopperLocation } from "~/location/shopper-city.server";
import { asPageError, mainData, secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { getStoreInfo } from "~/upstream-client/content.server";
import { getDeliveryEstimate } from "~/upstream-client/delivery.server";
import { getProduct, getRelated } from "~/upstream-client/product.server";
import { byDeadline, timeBoxed } from "~/upstream-client/time-box.server";
import { toCardItem } from "~/domain/card-item";
import { publicItem } from "~/domain/stock-level";
import { withViewed } from "../recently-viewed";
import { loadViewed, mayRecordView, readViewed, writeViewed } from "../recently-viewed.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/**
 * The product page's data: the product, and — never holding the first byte — related items, the recently viewed
 * strip and the delivery estimate for the shopper's city, all asked in parallel. Whatever of the secondary three has
 * come by the time the product has (and at least `SECONDARY_BUDGET_MS` after the start) is in the page itself, so it
 * shows without JavaScript too; what is slower streams in later in the same response (`defer`), and crawlers wait for
 * it (entry.server.tsx).
 */
export async function productLoader(args: LoaderFunctionArgs, productId: number) {
  const url = new URL(args.request.url);
  const deadline = Date.now() + SECONDARY_BUDGET_MS;
  const { api, toasts } = await upstreamWithToasts(args);
  const viewedIds = readViewed(args.request);
  const location = mainData(shopperLocation(api, args.request));
  const related = location.then(({ city }) =>
    secondary(getRelated(api, productId, city.code), []).then((items) => items.map((item) => toCardItem(item, city))),
  );
  // Without the city the page fails with the location below, and nobody waits for the related products: their failure
  // must not be an unhandled rejection (which ends the process).
  related.catch(() => {});
  // The city is the shopper's cookie (a page that reads one is private) or the default city, the same for every guest.
  const estimate = location.then(({ city }) => secondary(getDeliveryEstimate(api, city.code, productId), null));
  estimate.catch(() => {});
  const viewed = loadViewed(api, viewedIds.ids, productId);
  // The offers' delivery and return terms for crawlers (a reference the root loader has just read: no second request).
  const terms = secondary(
    getStoreInfo(api).then((info): OfferTerms | null => info.terms ?? null),
    null,
  );
  const [detail, { city }, offerTerms] = await Promise.all([
    getProduct(api, productId).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw asPageError(error);
    }),
    location,
    terms,
  ]);
  if (!detail) throw notFound(url.pathname, await timeBoxed(viewed, TIME_BOX_MS, []));
  // One address per product: any other path to it (old section, other case) moves to its link.
  if (detail.item.link !== url.pathname) throw redirect(detail.item.link + url.search, 301);

  const headers = new Headers();
  if (mayRecordView(args.request, viewedIds))
    headers.set("Set-Cookie", writeViewed(withViewed(viewedIds.ids, productId)));
  const page = {
    kind: "product" as const,
    // Stock as levels, never exact counts: the answer is public (stock-level.ts).
    detail: {
      ...detail,
      item: publicItem(detail.item),
      suiteItems: detail.suiteItems.map((item) => toCardItem(item, city)),
    },
    origin: publicOrigin(args.request),
    offerTerms,
  };
  const [relatedSoon, viewedSoon, estimateSoon] = await Promise.all([
    byDeadline(related, deadline),
    byDeadline(viewed, deadline),
    byDeadline(estimate, deadline),
  ]);
  // Everything in time: plain data (a document or data response with an ETag, see app/http/etag.server.ts).
  if (relatedSoon.ready && viewedSoon.ready && estimateSoon.ready)
    return dataWithToasts(
      { ...page, related: relatedSoon.value, viewed: viewedSoon.value, estimate: estimateSoon.value },
      toasts,
      { headers },
    );
  return defer(
    {
      ...page,
      related: relatedSoon.ready ? relatedSoon.value : relatedSoon.later,
      viewed: viewedSoon.ready ? viewedSoon.value : viewedSoon.later,
      estimate: estimateSoon.ready ? estimateSoon.value : estimateSoon.later,
      // The toasts told so far (those of the parts still on their way are not waited for).
      toasts: [...toasts.all],
    },
    { headers },
  );
}
