import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { toSummary } from "~/contract/product-summary";
import { HeroCarousel } from "~/components/hero-carousel";
import { photosFirst } from "~/domain/images";
import { ProductStrip } from "~/components/product-strip";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { JsonLd } from "~/seo/json-ld";
import { siteJsonLd } from "~/seo/site-structured-data";
import { useRootData } from "~/hooks/use-root-data";
import { getShowcase } from "~/upstream-client/catalog.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getBanners } from "~/upstream-client/content.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  // The first banner's picture is the store's in link previews.
  const banner = data?.banners[0];
  return pageMeta({
    title: "Интернет-магазин женской одежды",
    description: "Платья, блузки, брюки, трикотаж и верхняя одежда с доставкой по России и самовывозом из магазинов.",
    location,
    matches,
    image: banner && { ...banner.share, alt: banner.alt || banner.title },
  });
};

const STRIP_SIZE = 12;

/**
 * Banners and both strips in parallel. The strips are awaited rather than deferred: deferred data
 * reaches the page through inline scripts, which shoppers without JavaScript never run.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  const [banners, fresh, sale] = await Promise.all([
    secondary(getBanners(api, "home"), []),
    secondary(getShowcase(api, { section: "new", pageSize: STRIP_SIZE, sort: "new" }), null),
    secondary(getShowcase(api, { section: "sale", pageSize: STRIP_SIZE, sort: "discount" }), null),
  ]);
  // The catalogue keeps products without photos, but the home page's showcase does not lead with one.
  const strip = (list: typeof fresh) => photosFirst(list?.items ?? []).map(toSummary);
  return dataWithToasts({ banners, fresh: strip(fresh), sale: strip(sale) }, toasts);
}

export default function Home() {
  const { banners, fresh, sale } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <div className="home">
      {root?.origin && <JsonLd data={siteJsonLd(root.origin, root.store)} />}
      <h1 className="visually-hidden">Интернет-магазин женской одежды</h1>
      <HeroCarousel banners={banners} />
      {fresh.length > 0 && <ProductStrip title="Новинки" link="/catalog/new/" items={fresh} />}
      {sale.length > 0 && <ProductStrip title="Sale" link="/catalog/sale/" items={sale} />}
    </div>
  );
}
