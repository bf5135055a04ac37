import { z } from "zod";
import { CatalogItemSchema, ImagesSchema, type CatalogItem } from "~/contract/catalog";

/**
 * What a product tile in a strip renders: a catalogue item cut down to its first picture,
 * so pages do not ship every size, store stock and picture of every product to the browser.
 */
export const ProductSummarySchema = CatalogItemSchema.pick({
  id: true,
  name: true,
  link: true,
  price: true,
  sectionPromoName: true,
}).extend({
  images: ImagesSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export function toSummary(item: CatalogItem): ProductSummary {
  const first = (list: string[]) => list.slice(0, 1);
  return {
    id: item.id,
    name: item.name,
    link: item.link,
    price: item.price,
    sectionPromoName: item.sectionPromoName,
    images: {
      original: [],
      detail: first(item.images.detail),
      list375: first(item.images.list375),
      list: first(item.images.list),
    },
  };
}
