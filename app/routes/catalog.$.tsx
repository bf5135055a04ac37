import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductPage, productMeta } from "~/catalog/product-page/product-page";
import { productLoader } from "~/catalog/product-page/product-page.server";
import { SectionPage, sectionMeta } from "~/catalog/section-page";
import { sectionLoader } from "~/catalog/section-page.server";
import type { RouteHandle } from "~/layouts/page-layout";

export { action } from "~/catalog/product-requests.server";

export const handle: RouteHandle = { layout: "default" };

/** A product's link is its section path plus its numeric id: `/catalog/odezhda/platya/137/`. */
const PRODUCT_PATH = /(?:^|\/)(\d{1,12})\/?$/;

/** `/catalog/{codePath...}`: a section at any depth, or a product page. */
export async function loader(args: LoaderFunctionArgs) {
  const path = args.params["*"] ?? "";
  const product = PRODUCT_PATH.exec(path);
  return product ? productLoader(args, Number(product[1])) : sectionLoader(args, path);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  data?.kind === "product" ? productMeta({ data, location, matches }) : sectionMeta({ data: data?.kind === "section" ? data : undefined, location, matches });

export default function CatalogRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "product" ? <ProductPage data={data} /> : <SectionPage data={data} />;
}
