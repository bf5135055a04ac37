import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/http/origin.server";
import { robotsTxt } from "~/seo/robots";

/** `/robots.txt` (a resource route: its Sitemap line needs the shop's origin). */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
