import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { photosPageMeta } from "~/components/photo-viewer/photos-page-meta";
import type { RouteHandle } from "~/layouts/page-layout";
import { OutfitPage, outfitMeta } from "~/outfits/outfit-page";
import { suiteLoader } from "~/outfits/outfits.server";
import catalogStyles from "~/styles/catalog.css";
import outfitsStyles from "~/styles/outfits.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogStyles },
  { rel: "stylesheet", href: outfitsStyles },
];

/** Spec §2: `/suite/{code}` uses the 'new' layout. */
export const handle: RouteHandle = { layout: "new" };

export const loader = (args: LoaderFunctionArgs) => suiteLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  photosPageMeta(outfitMeta({ data, location, matches }), location);

export default function SuiteRoute() {
  return <OutfitPage data={useLoaderData<typeof loader>()} />;
}
