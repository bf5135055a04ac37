import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta, type PageMetaInput } from "~/seo/meta";

type Args = Pick<PageMetaInput, "location" | "matches"> & { data?: { page?: { title: string; description: string } } };

/** Title and description of a route built on an editorial page (`fallback` names it when its data failed to load). */
export function editorialMeta({ data, location, matches }: Args, fallback: string, titleSuffix = ""): MetaDescriptor[] {
  return pageMeta({
    title: (data?.page?.title ?? fallback) + titleSuffix,
    description: data?.page?.description,
    location,
    matches,
  });
}
