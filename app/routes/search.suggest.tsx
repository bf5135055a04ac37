import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { shopperCity } from "~/cookies.server";
import { resourceCacheHeaders } from "~/http/cache.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";
import { suggest } from "~/upstream-client/catalog.server";
import type { Suggest } from "~/contract/product";
import { normalizeSearchQuery, SUGGEST_MIN_LENGTH, type SuggestReply } from "~/search/constants";
import { meantQuery, type MeantAnswer } from "~/search/meant-query";

const NONE: Suggest = { sections: [], products: [] };
const isEmpty = (data: Suggest) => data.sections.length === 0 && data.products.length === 0;

/**
 * `GET /search/suggest/?q=`: suggestions for the search modal as JSON. They depend on the city cookie only, so
 * they are briefly cacheable by the browser and the CDN, and private when a cookie is sent (`resourceCacheHeaders`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const q = normalizeSearchQuery(new URL(args.request.url).searchParams.get("q"));
  const [api, city] = await Promise.all([upstreamFor(args), shopperCity(args.request)]);
  // Nothing for the query as typed: maybe a typo the upstream corrected, or the wrong keyboard layout.
  const meant: MeantAnswer<Suggest | null> =
    q.length < SUGGEST_MIN_LENGTH
      ? { answer: NONE }
      : await meantQuery(
          q,
          (text) => secondary(suggest(api, text, city), null),
          (data) => ({ found: data !== null && !isEmpty(data), correctedQuery: data?.correctedQuery }),
        );
  const data = meant.answer;
  // A failure is answered with no suggestions, but never cached.
  const headers = data
    ? resourceCacheHeaders(args.request, "public, max-age=60, s-maxage=300, stale-while-revalidate=600")
    : { "Cache-Control": "no-store" };
  const { sections, products } = data ?? NONE;
  const reply: SuggestReply = {
    q,
    ...(meant.shownFor && { shownFor: meant.shownFor }),
    ...(meant.correctedQuery && { correctedQuery: meant.correctedQuery }),
    sections,
    products,
  };
  return json(reply, { headers });
}
