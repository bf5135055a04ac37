import { redirect } from "@remix-run/node";
import { ROUTE_REDIRECTS } from "~/domain/url";

/**
 * `/about/` is spec §2's redirect to `/about/company/`. The root loader answers it on a page load; this answers a
 * client-side navigation, which does not run the root loader again.
 */
export function loader() {
  throw redirect(ROUTE_REDIRECTS["/about/"], 301);
}
