import type { CatalogItem } from "~/upstream/schemas/catalog";

/**
 * A catalogue item trimmed to what a product card renders: no full-size originals, no per-offer prices or
 * barcodes, and each offer's store stock summed into one entry (offer states only need the total).
 * Listings ship two dozen of these to the browser, so this keeps pages light.
 */
export function toCardItem(item: CatalogItem): CatalogItem {
  return {
    ...item,
    images: { ...item.images, original: [] },
    sku: item.sku.map(({ id, size, quantity, stock }) => {
      const inStores = stock.reduce((sum, entry) => sum + Math.max(0, entry.quantity), 0);
      return { id, size, quantity, stock: inStores > 0 ? [{ storeId: 0, quantity: inStores }] : [] };
    }),
  };
}
