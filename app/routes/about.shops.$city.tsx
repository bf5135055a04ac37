import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { config } from "~/config.server";
import { plural } from "~/domain/plural";
import { notFoundPage } from "~/catalog/not-found-page.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { ShopsPage } from "~/shops/shops-page";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { getShops } from "~/upstream-client/location.server";
import locationStyles from "~/styles/location.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: locationStyles }];

export const handle: RouteHandle = { layout: "default" };

const CityParam = z.string().regex(/^[a-z0-9_-]{2,64}$/);

/**
 * `/about/shops/{city}/`: the city's LOVE STORE shops. An unknown city, or one without shops, is the 404 page. The
 * same for everyone (no cookie read or set): publicly cacheable for guests. The map's key goes to the browser, which
 * alone loads the map.
 */
export async function loader(args: LoaderFunctionArgs) {
  const city = CityParam.safeParse(args.params.city);
  if (!city.success) throw await notFoundPage(args);
  const { api, toasts } = await upstreamWithToasts(args);
  const shops = await mainData(
    getShops(api, city.data).catch(async (error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) throw await notFoundPage(args);
      throw error;
    }),
  );
  if (shops.stores.length === 0) throw await notFoundPage(args);
  return dataWithToasts({ shops, mapKey: config().YANDEX_MAPS_API_KEY ?? null }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return [];
  const { city, stores } = data.shops;
  const count = `${stores.length} ${plural(stores.length, ["магазин", "магазина", "магазинов"])}`;
  return pageMeta({
    title: `Магазины в г. ${city.name}`,
    description: `${count} LOVE STORE в г. ${city.name}: адреса, часы работы и телефоны, примерочные, самовывоз заказов и оформление Love Card.`,
    location,
    matches,
  });
};

export default function ShopsRoute() {
  const { shops, mapKey } = useLoaderData<typeof loader>();
  return <ShopsPage data={shops} mapKey={mapKey} />;
}
