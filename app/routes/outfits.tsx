import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/layouts/page-layout";
import { OutfitsPage } from "~/outfits/outfits-page";
import { outfitsLoader } from "~/outfits/outfits.server";
import { pageMeta } from "~/seo/meta";
import outfitsStyles from "~/styles/outfits.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: outfitsStyles }];

export const handle: RouteHandle = { layout: "default" };

export const loader = (args: LoaderFunctionArgs) => outfitsLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: "Образы",
    description:
      "Готовые образы от стилистов LOVE STORE: комплекты одежды, обуви и аксессуаров, которые можно купить целиком.",
    location,
    matches,
    pages: data?.pagination.pages,
  });

export default function OutfitsRoute() {
  return <OutfitsPage data={useLoaderData<typeof loader>()} />;
}
