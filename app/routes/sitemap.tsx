import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buildMenu } from "~/domain/menu";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { SitemapPage } from "~/sitemap/sitemap-page";
import { getSections } from "~/upstream-client/catalog.server";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import outfitsStyles from "~/styles/outfits.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: outfitsStyles }];

/** Spec §2: the sitemap has no footer. */
export const handle: RouteHandle = { layout: "no-footer" };

/** The catalogue tree is this page's main data (the root loader asks for the same list: the upstream client calls once). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  const sections = await mainData(getSections(api));
  return dataWithToasts({ sections: buildMenu(sections) }, toasts);
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Карта сайта",
    description: "Все разделы каталога и страницы интернет-магазина LOVE STORE.",
    location,
    matches,
  });

export default function SitemapRoute() {
  return <SitemapPage sections={useLoaderData<typeof loader>().sections} />;
}
