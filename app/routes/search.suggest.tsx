import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { shopperCity } from "~/cookies.server";
import { resourceCacheHeaders } from "~/http/cache.server";
import { secondary } from "~/upstream/failure-modes.server";
import { upstreamFor } from "~/upstream/request-client.server";
import { suggest } from "~/upstream/catalog.server";
import type { Suggest } from "~/contract/product";
import { normalizeSearchQuery, SUGGEST_MIN_LENGTH, type SuggestReply } from "~/search/constants";
import { switchKeyboardLayout } from "~/search/keyboard-layout";

const NONE: Suggest = { sections: [], products: [] };
const isEmpty = (data: Suggest) => data.sections.length === 0 && data.products.length === 0;

/**
 * `GET /search/suggest/?q=`: suggestions for the search modal as JSON. They depend on the city cookie only, so
 * they are briefly cacheable by the browser and the CDN, and private when a cookie is sent (`resourceCacheHeaders`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const q = normalizeSearchQuery(new URL(args.request.url).searchParams.get("q"));
  const [api, city] = await Promise.all([upstreamFor(args), shopperCity(args.request)]);
  let data = q.length < SUGGEST_MIN_LENGTH ? NONE : await secondary(suggest(api, q, city), null);
  // Nothing for the query as typed: maybe it was typed in the wrong keyboard layout («gkfnmt» → «платье»).
  let shownFor: string | undefined;
  const switched = data && isEmpty(data) ? switchKeyboardLayout(q) : null;
  if (switched) {
    const retry = await secondary(suggest(api, switched, city), null);
    if (retry && !isEmpty(retry)) [data, shownFor] = [retry, switched];
  }
  // A failure is answered with no suggestions, but never cached.
  const headers = data
    ? resourceCacheHeaders(args.request, "public, max-age=60, s-maxage=300, stale-while-revalidate=600")
    : { "Cache-Control": "no-store" };
  const reply: SuggestReply = { q, ...(shownFor && { shownFor }), ...(data ?? NONE) };
  return json(reply, { headers });
}
