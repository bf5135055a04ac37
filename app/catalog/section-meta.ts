import type { MetaArgs } from "@remix-run/node";
import { pageMeta } from "~/seo/meta";
import type { SectionPageData } from "./section-page";

/** Meta descriptions stay under the length search engines show. */
function describe(text: string): string | undefined {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return undefined;
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** Title = section name (pageMeta adds ' | страница N'), no canonical on catalogue pages, prev/next from the page count. */
export function sectionMeta({
  data,
  location,
  matches,
}: Pick<MetaArgs, "location" | "matches"> & { data: SectionPageData | undefined }) {
  if (!data) return [];
  return pageMeta({
    title: data.section.name,
    description: describe(data.section.description),
    location,
    matches,
    isCatalogue: true,
    pages: data.pagination.pages,
  });
}
