import { isPlaceholderPath, PLACEHOLDER_IMAGE } from "~/domain/images";
import { offerState, type OfferState, type StockCity } from "~/domain/offers";
import type { ProductDetail } from "~/contract/product";
import type { OfferTerms } from "~/contract/content";
import { offerPolicies } from "~/seo/offer-policies";

/** schema.org Product with one Offer per size, for crawlers; availability is the city's (crawlers get the default city). */
export function productJsonLd(
  detail: Pick<ProductDetail, "item" | "description">,
  origin: string,
  storeName: string,
  city: StockCity,
  /** The upstream's delivery and return terms; without them (upstream down) the offers go without both. */
  terms: OfferTerms | null,
) {
  const { item } = detail;
  const url = new URL(item.link, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.name,
    sku: item.article,
    description: detail.description,
    image: productImages(item.images.detail, origin),
    color: item.color.name,
    brand: { "@type": "Brand", name: storeName },
    url,
    offers: item.sku.map((offer) => {
      const price = (offer.price ?? item.price).discountValue;
      return {
        "@type": "Offer",
        sku: String(offer.id),
        name: `${item.name}, размер ${offer.size}`,
        price,
        priceCurrency: "RUB",
        availability: availabilityOf(offerState(offer, city)),
        url,
        ...(offer.ean ? { gtin13: offer.ean } : {}),
        ...(terms ? offerPolicies(terms, price) : {}),
      };
    }),
  };
}

/**
 * The product's pictures as absolute URLs (paths of the store's own origin: the embedded upstream's, served through it).
 * A product without photos shows the store's placeholder on its page, and says so here: a Product needs an image.
 */
function productImages(detail: string[], origin: string): string[] {
  const photos = detail.filter((src) => !isPlaceholderPath(src));
  return (photos.length > 0 ? photos : [PLACEHOLDER_IMAGE]).map((src) => new URL(src, origin).href);
}

/** Orderable (delivery or pickup) is in stock; on a shop's shelf only is in store only; otherwise out of stock. */
function availabilityOf(state: OfferState): string {
  if (state.canBuy) return "https://schema.org/InStock";
  return state.shopOnly ? "https://schema.org/InStoreOnly" : "https://schema.org/OutOfStock";
}
