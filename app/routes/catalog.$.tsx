import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { Suspense } from "react";
import { productMeta } from "~/catalog/product-page/product-meta";
import { PRODUCT_PATH } from "~/catalog/catalog-path";
import { productLoader, sectionLoader } from "~/catalog/catalog-route.server";
import { sectionMeta } from "~/catalog/section-meta";
import { lazyComponent } from "~/components/lazy-component";
import type { RouteHandle } from "~/layouts/page-layout";
import catalogStyles from "~/styles/catalog.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export { action } from "~/catalog/catalog-route.server";

export const handle: RouteHandle = { layout: "default" };

// Each kind of page brings its own code: a section page does not carry the product page's, nor the other way round.
const ProductPage = lazyComponent(() =>
  import("~/catalog/product-page/product-page").then((module) => module.ProductPage),
);
const SectionPage = lazyComponent(() => import("~/catalog/section-page").then((module) => module.SectionPage));

/** `/catalog/{codePath...}`: a section at any depth, or a product page. */
export async function loader(args: LoaderFunctionArgs) {
  const path = args.params["*"] ?? "";
  const product = PRODUCT_PATH.exec(path);
  return product ? productLoader(args, Number(product[1])) : sectionLoader(args, path);
}

/** In the browser a navigation waits for the page kind's code as well as its data, so the page changes in one step. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await (data.kind === "product" ? ProductPage : SectionPage).preload();
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  data?.kind === "product"
    ? productMeta({ data, location, matches })
    : sectionMeta({ data: data?.kind === "section" ? data : undefined, location, matches });

export default function CatalogRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      {data.kind === "product" ? <ProductPage data={data} /> : <SectionPage data={data} />}
    </Suspense>
  );
}
