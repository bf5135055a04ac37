import type { MetaArgs } from "@remix-run/node";
import { MODAL_PARAM } from "~/components/modal";
import { pageMeta } from "~/seo/meta";
import type { ProductPageData } from "./product-page";

/** The photos' page (`?modal=photos`) repeats the product's pictures: followed, never indexed as a page of its own. */
const PHOTOS_ROBOTS = "noindex, follow";

export function productMeta({
  data,
  location,
  matches,
}: Pick<MetaArgs, "location" | "matches"> & { data: ProductPageData }) {
  const { item } = data.detail;
  const photosPage = new URLSearchParams(location.search).get(MODAL_PARAM) === "photos";
  const tags = pageMeta({
    title: photosPage ? `Фото: ${item.detailName || item.name}` : item.detailName || item.name,
    description: data.detail.description,
    location,
    matches,
    isCatalogue: true,
    ownPath: item.link,
    image: { ...data.detail.share, alt: item.name },
  });
  return [
    ...(photosPage
      ? tags.map((tag) => ("name" in tag && tag.name === "robots" ? { ...tag, content: PHOTOS_ROBOTS } : tag))
      : tags),
    { property: "og:type", content: "product" },
  ];
}
