import { useRouteLoaderData } from "@remix-run/react";
import type { InformationEntry, InformationList } from "~/contract/information";

/** The id of `routes/information.tsx`, whose loader holds the list of pages. */
const LAYOUT_ROUTE_ID = "routes/information";

export const INFORMATION_INDEX_PATH = "/information/";

/** `delivery/pickup` → `/information/delivery/pickup/`. */
export const informationPath = (code: InformationEntry["code"]): string => `${INFORMATION_INDEX_PATH}${code}/`;

/** Every information page, from the layout route's loader (undefined outside /information/). */
export function useInformationList(): InformationList | undefined {
  return useRouteLoaderData<{ list: InformationList }>(LAYOUT_ROUTE_ID)?.list;
}

/** The list's pages and their children in menu order. */
export const allEntries = (list: InformationList): InformationEntry[] =>
  list.items.flatMap((item) => [item, ...item.children]);

/** The list as the layout route's loader data, for `meta` of the routes below it. */
export function listFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): InformationList | undefined {
  return (matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.data as { list?: InformationList } | undefined)?.list;
}
