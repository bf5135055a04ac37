import type { CatalogItem } from "~/upstream/schemas/catalog";

/**
 * A catalogue item trimmed to what a product card renders: no full-size originals, no per-offer prices or
 * barcodes, and no store entries without stock (offer states are per city and per shop, so the rest stays).
 * Listings ship two dozen of these to the browser, so this keeps pages light.
 */
export function toCardItem(item: CatalogItem): CatalogItem {
  return {
    ...item,
    images: { ...item.images, original: [] },
    sku: item.sku.map(({ id, size, quantity, stock }) => ({ id, size, quantity, stock: stock.filter((entry) => entry.quantity > 0) })),
  };
}
