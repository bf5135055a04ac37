import { inStockCity, type StockCity } from "~/domain/offers";
import { publicOffer } from "~/domain/stock-level";
import type { CatalogItem, Images, Offer, StockEntry } from "~/contract/catalog";

/** A size as a card shows it: its stock only where it can count for the shopper's city (spec §3 offer states). */
export type CardOffer = Pick<Offer, "id" | "size" | "quantity"> & {
  stock: Pick<StockEntry, "quantity" | "cityCode" | "pickup">[];
};

/** The pictures a card's slides use (no full-size originals). */
export type CardImages = Omit<Images, "original">;

/**
 * What a product card renders (gallery with videos, promo label, wishlist, name, price, colours, sizes and 'В корзину';
 * the article goes with the basket event): listings ship two dozen of these to the browser, so nothing else.
 */
export type CardItem = Pick<
  CatalogItem,
  "id" | "name" | "link" | "price" | "videos" | "color" | "sectionPromoName" | "article"
> & {
  images: CardImages;
  properties: { colors: string };
  sku: CardOffer[];
};

/**
 * The catalogue item trimmed to its card, with the stock of the shopper's city only (other cities' shops never count),
 * told as levels, never exact counts (stock-level.ts).
 */
export function toCardItem(item: CatalogItem, city: Pick<StockCity, "code">): CardItem {
  const { detail, list375, list } = item.images;
  return {
    id: item.id,
    name: item.name,
    link: item.link,
    price: item.price,
    videos: item.videos,
    color: item.color,
    sectionPromoName: item.sectionPromoName,
    article: item.article,
    images: { detail, list375, list },
    properties: { colors: item.properties.colors },
    sku: item.sku.map(({ id, size, quantity, stock }) =>
      publicOffer({
        id,
        size,
        quantity,
        stock: stock
          .filter((entry) => inStockCity(entry, city) && entry.quantity > 0)
          .map(({ quantity, cityCode, pickup }) => ({ quantity, cityCode, pickup })),
      }),
    ),
  };
}
