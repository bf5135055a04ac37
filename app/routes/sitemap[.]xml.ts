import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/sitemap/sitemap-xml.server";

/** `/sitemap.xml` for crawlers (a resource route). */
export const loader = (args: LoaderFunctionArgs) => sitemapResponse(args);
