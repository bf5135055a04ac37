import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadEditorialPage } from "~/content/editorial-data.server";
import { editorialMeta } from "~/content/editorial-meta";
import { EditorialPage } from "~/content/editorial-page";
import type { RouteHandle } from "~/layouts/page-layout";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

export async function loader(args: LoaderFunctionArgs) {
  const { toasts, page } = await loadEditorialPage(args, "company");
  return dataWithToasts({ page }, toasts);
}

export const meta: MetaFunction<typeof loader> = (args) => editorialMeta(args, "О компании");

/** `/about/company/`: about the group — who we are, history in figures, shops, Love Card, LOVE 2.0, careers, press. */
export default function CompanyPage() {
  const { page } = useLoaderData<typeof loader>();
  return <EditorialPage page={page} />;
}
