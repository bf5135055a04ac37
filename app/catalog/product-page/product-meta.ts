import type { MetaArgs } from "@remix-run/node";
import { pageMeta } from "~/seo/meta";
import type { ProductPageData } from "./product-page";

export function productMeta({
  data,
  location,
  matches,
}: Pick<MetaArgs, "location" | "matches"> & { data: ProductPageData }) {
  const { item } = data.detail;
  const picture = item.images.detail[0];
  return [
    ...pageMeta({
      title: item.detailName || item.name,
      description: data.detail.description,
      location,
      matches,
      isCatalogue: true,
      ownPath: item.link,
    }),
    { property: "og:type", content: "product" },
    ...(picture ? [{ property: "og:image", content: new URL(picture, data.origin).href }] : []),
  ];
}
