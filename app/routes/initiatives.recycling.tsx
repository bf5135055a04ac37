import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/catalog/listing/breadcrumbs";
import { loadEditorialPage } from "~/content/editorial-data.server";
import { editorialMeta } from "~/content/editorial-meta";
import { EditorialPage } from "~/content/editorial-page";
import type { RouteHandle } from "~/layouts/page-layout";
import editorialStyles from "~/styles/editorial.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorialStyles }];

export const handle: RouteHandle = { layout: "default" };

export async function loader(args: LoaderFunctionArgs) {
  const { toasts, page } = await loadEditorialPage(args, "recycling");
  return dataWithToasts({ page }, toasts);
}

export const meta: MetaFunction<typeof loader> = (args) => editorialMeta(args, "LOVE 2.0");

/**
 * `/initiatives/recycling/` (LOVE 2.0; `/love_2_0/` redirects here, and the main menu's «LOVE 2.0» section links
 * here): how it works, what is accepted, what happens to it, the coupon and bonuses, and the shopper's own hand-ins.
 */
export default function RecyclingInitiativePage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs
        items={[{ name: "LOVE Initiatives", link: "/initiatives/" }]}
        current={{ name: page.title, link: "/initiatives/recycling/" }}
      />
      <EditorialPage page={page} />
    </>
  );
}
