import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { CITY_QUERY_PARAM } from "~/domain/city-search";
import { cityPickerData } from "~/location/city-picker.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";

/**
 * `GET /location/cities/?cityQuery=` (JSON) for the browser's city searches — the location modal and page, checkout's
 * city and the address form: the cities found from 2 characters (`GET /address?type=city&name=`), the cities with
 * shops for a shorter query (`GET /store/cities`). The same for everyone, so briefly cacheable; a failure answers an
 * empty list that is not cached.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = await upstreamFor(args);
  const data = await secondary(cityPickerData(api, new URL(args.request.url).searchParams.get(CITY_QUERY_PARAM)), null);
  if (!data) return json({ query: "", items: [] }, { headers: { "Cache-Control": "no-store" } });
  return json(data, { headers: { "Cache-Control": "public, max-age=300, s-maxage=300" } });
}

/** Cities do not change with what the shopper does: a submission elsewhere does not ask for them again. */
export const shouldRevalidate = () => false;
