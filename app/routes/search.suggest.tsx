import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { secondary, upstreamFor } from "~/upstream/client.server";
import { suggest } from "~/upstream/catalog.server";
import type { Suggest } from "~/upstream/schemas/product";
import { normalizeSearchQuery, SUGGEST_MIN_LENGTH, type SuggestReply } from "~/search/constants";

const NONE: Suggest = { sections: [], products: [] };

/**
 * `GET /search/suggest/?q=`: suggestions for the search modal as JSON. They depend on no cookie, so
 * they are briefly cacheable by the browser and the CDN (the server makes them private when a cookie is sent).
 */
export async function loader(args: LoaderFunctionArgs) {
  const q = normalizeSearchQuery(new URL(args.request.url).searchParams.get("q"));
  const api = await upstreamFor(args);
  const data = q.length < SUGGEST_MIN_LENGTH ? NONE : await secondary(suggest(api, q), null);
  // A failure is answered with no suggestions, but never cached.
  const cacheControl = data ? "public, max-age=60, s-maxage=300, stale-while-revalidate=600" : "no-store";
  const reply: SuggestReply = { q, ...(data ?? NONE) };
  return json(reply, { headers: { "Cache-Control": cacheControl } });
}
