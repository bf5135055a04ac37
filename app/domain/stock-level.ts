import type { CatalogItem, Offer, StockEntry } from "~/contract/catalog";

/**
 * What a public answer (a page, its `?_data=` JSON) tells of a stock count: 0 none, 1 the last one, MORE_THAN_ONE any
 * more — all the page shows (in stock, «Последний», sold out, where). Exact counts would tell anyone how many units a
 * size has per city and shop, and so how many to take off sale. The offer rules (offers.ts) give the same states on
 * these levels: they ask only whether a count is above 0 and whether a city's sum is exactly 1.
 */
export const MORE_THAN_ONE = 2;

export const stockLevel = (quantity: number): number =>
  Number.isFinite(quantity) && quantity > 0 ? Math.min(quantity, MORE_THAN_ONE) : 0;

/** An offer with its warehouse and shop counts told as levels. */
export function publicOffer<T extends Pick<Offer, "quantity"> & { stock: Pick<StockEntry, "quantity">[] }>(
  offer: T,
): T {
  return {
    ...offer,
    quantity: stockLevel(offer.quantity),
    stock: offer.stock.map((entry) => ({ ...entry, quantity: stockLevel(entry.quantity) })),
  };
}

/** A catalogue item for a public answer: its sizes' stock as levels. */
export const publicItem = (item: CatalogItem): CatalogItem => ({ ...item, sku: item.sku.map(publicOffer) });
