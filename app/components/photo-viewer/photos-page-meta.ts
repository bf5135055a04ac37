import type { MetaDescriptor } from "@remix-run/node";
import { MODAL_PARAM } from "~/components/modal";

/** The photos' page repeats the page's pictures: followed, never indexed as a page of its own. */
const PHOTOS_ROBOTS = "noindex, follow";

/** A page's tags as its photos' page (`?modal=photos`) needs them: «Фото: » before the title, not indexed. */
export function photosPageMeta(tags: MetaDescriptor[], location: { search: string }): MetaDescriptor[] {
  if (new URLSearchParams(location.search).get(MODAL_PARAM) !== "photos") return tags;
  return tags.map((tag) => {
    if ("title" in tag && typeof tag.title === "string") return { ...tag, title: `Фото: ${tag.title}` };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: `Фото: ${String(tag.content)}` };
    if ("name" in tag && tag.name === "robots") return { ...tag, content: PHOTOS_ROBOTS };
    return tag;
  });
}
