import { readCity } from "~/cookies.server";
import type { Upstream } from "~/upstream-client/client.server";
import { getLocation } from "~/upstream-client/location.server";

/**
 * The shopper's city as the upstream knows it: the city cookie's, else (absent or unknown) the default city. The root
 * loader asks the same, so within one page request it is one upstream call (identical GETs are shared).
 */
export async function shopperLocation(api: Upstream, request: Request) {
  return getLocation(api, await readCity(request));
}
