import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapNotFound, sitemapPartResponse } from "~/sitemap/sitemap-xml.server";

/** `/{name}.xml` at the top level: the parts of the sitemap index, `/sitemap-{n}.xml`; no other XML file exists. */
export async function loader(args: LoaderFunctionArgs) {
  const part = /^sitemap-([1-9]\d{0,5})$/.exec(args.params.file ?? "");
  return part ? sitemapPartResponse(args, Number(part[1])) : sitemapNotFound();
}
