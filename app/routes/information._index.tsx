import type { MetaFunction } from "@remix-run/node";
import { InformationIndex } from "~/information/information-index";
import { listFromMatches, useInformationList } from "~/information/information-list";
import { pageMeta } from "~/seo/meta";

export const meta: MetaFunction = ({ location, matches }) => {
  const list = listFromMatches(matches);
  return list ? pageMeta({ title: list.title, description: list.description, location, matches }) : [];
};

/** `/information/`: the index of the information pages (the layout route loaded the list). */
export default function InformationIndexPage() {
  const list = useInformationList();
  return list ? <InformationIndex list={list} /> : null;
}
