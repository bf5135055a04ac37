import { offerState, type StockCity } from "~/domain/offers";
import type { ProductDetail } from "~/contract/product";

/** schema.org Product with one Offer per size, for crawlers; availability is the city's (crawlers get the default city). */
export function productJsonLd(
  detail: Pick<ProductDetail, "item" | "description">,
  origin: string,
  storeName: string,
  city: StockCity,
) {
  const { item } = detail;
  const url = new URL(item.link, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.name,
    sku: item.article,
    description: detail.description,
    // Pictures may be paths of the store's own origin (the embedded upstream's, served through it).
    image: item.images.detail.filter((src) => src && !src.includes("no-photo")).map((src) => new URL(src, origin).href),
    color: item.color.name,
    brand: { "@type": "Brand", name: storeName },
    url,
    offers: item.sku.map((offer) => ({
      "@type": "Offer",
      sku: String(offer.id),
      name: `${item.name}, размер ${offer.size}`,
      price: (offer.price ?? item.price).discountValue,
      priceCurrency: "RUB",
      availability: offerState(offer, city).canBuy ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
      ...(offer.ean ? { gtin13: offer.ean } : {}),
    })),
  };
}
