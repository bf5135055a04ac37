import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { InformationNav } from "~/information/information-nav";
import type { RouteHandle } from "~/layouts/page-layout";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getInformationList } from "~/upstream-client/information.server";
import informationStyles from "~/styles/information.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: informationStyles }];

export const handle: RouteHandle = { layout: "page", sidebar: InformationNav };

/** `/information/…`: the list of pages for the sidebar (and the index); the children load their own page. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  const list = await mainData(getInformationList(api));
  return dataWithToasts({ list }, toasts);
}

export default function InformationLayout() {
  return <Outlet />;
}
