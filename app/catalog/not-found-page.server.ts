import { loadViewed, readViewed } from "./recently-viewed.server";
import type { ProductSummary } from "~/contract/product-summary";
import { TIME_BOX_MS } from "~/domain/timing";
import { notFound } from "~/http/not-found.server";
import { upstreamFor } from "~/upstream-client/request-client.server";
import { timeBoxed } from "~/upstream-client/time-box.server";

type Args = { request: Request; context: object };

/**
 * This request's 404 with the shopper's recently viewed strip (spec §2), whatever found nothing — an unknown path, a
 * malformed id, an id the upstream does not know: every 404 page shows the same strip. Its products get the
 * secondary data's time box; a shopper who viewed nothing costs no upstream call.
 */
export async function notFoundPage(args: Args): Promise<Response> {
  return notFound(new URL(args.request.url).pathname, await viewedOnce(args));
}

/** Per request (its load context): two of its calls may both find nothing (a section and its products). */
const viewedOf = new WeakMap<object, Promise<ProductSummary[]>>();

function viewedOnce(args: Args): Promise<ProductSummary[]> {
  const { ids } = readViewed(args.request);
  if (ids.length === 0) return Promise.resolve([]);
  let viewed = viewedOf.get(args.context);
  if (!viewed) {
    viewed = upstreamFor(args).then((api) => timeBoxed(loadViewed(api, ids), TIME_BOX_MS, []));
    viewedOf.set(args.context, viewed);
  }
  return viewed;
}
