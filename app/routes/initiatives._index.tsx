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
  const { toasts, page } = await loadEditorialPage(args, "initiatives");
  return dataWithToasts({ page }, toasts);
}

export const meta: MetaFunction<typeof loader> = (args) => editorialMeta(args, "LOVE Initiatives");

/** `/initiatives/`: LOVE Initiatives — LOVE 2.0 and what else the store does for careful fashion. */
export default function InitiativesPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[]} current={{ name: page.title, link: "/initiatives/" }} />
      <EditorialPage page={page} />
    </>
  );
}
