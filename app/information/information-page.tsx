import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/seo/meta";
import type { InformationPage as Page } from "~/contract/information";
import { InformationDocument } from "./information-document";

/** `meta` of every information page: its title and description. */
export const informationMeta: MetaFunction = ({ data, location, matches }) => {
  const page = (data as { page?: Page } | undefined)?.page;
  return page ? pageMeta({ title: page.title, description: page.description, location, matches }) : [];
};

/** The page a child route of /information/ loaded (information-page.server.ts). */
export function InformationPage() {
  const { page } = useLoaderData<{ page: Page }>();
  return (
    <article className="info-page">
      <h1 className="info-page__title">{page.title}</h1>
      <InformationDocument blocks={page.blocks} />
    </article>
  );
}
