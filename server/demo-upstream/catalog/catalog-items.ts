import type Database from "better-sqlite3";
import type { CatalogItem, Images, Offer, Price, StockEntry } from "../../../app/contract/catalog";
import type { z } from "zod";
import { formatRoubles } from "../format";
import { queryEnum } from "../http/query";
import { IMAGE_VARIANT_NAMES, noPhotoUrl, productImageUrl, productVideoUrl } from "../media/urls";
import type { StockCity } from "./city-sizes";
import type { SectionIndex } from "./sections";

type ProductRow = {
  id: number;
  section_id: number;
  name: string;
  detail_name: string;
  article: string;
  price: number;
  discount_price: number;
  discount_percent: number;
  color_name: string;
  color_hex: string;
  colors: string;
  composition: string;
  promo: string | null;
  picture_count: number;
  video_count: number;
  suite_picture: number | null;
  suite_code: string | null;
};
type OfferRow = { id: number; product_id: number; size: string; ean: string; quantity: number };
type StockRow = { offer_id: number; store_id: number; quantity: number; city_code: string; is_pickup: number };

export function toPrice(value: number, discountValue: number, discountPercent: number): Price {
  return {
    value,
    discountValue,
    discountPercent,
    formatValue: formatRoubles(value),
    formatDiscountValue: formatRoubles(discountValue),
    currency: "RUB",
  };
}

function toImages(publicUrl: string, productId: number, pictureCount: number, withOriginals: boolean): Images {
  const list = (variant: (typeof IMAGE_VARIANT_NAMES)[number]) =>
    pictureCount === 0
      ? [noPhotoUrl(publicUrl, variant)]
      : Array.from({ length: pictureCount }, (_, index) => productImageUrl(publicUrl, productId, index, variant));
  return {
    original: withOriginals ? list("original") : [],
    detail: list("detail"),
    list375: list("list375"),
    list: list("list"),
  };
}

/**
 * `view=card` of the listings: items as a product card shows them — no original pictures, offers without barcode
 * and price, and, for a shopper's city, only that city's shops in `stock` (the only ones its offer states count).
 */
export type ItemView = { card: boolean; cityId?: number };
const FULL: ItemView = { card: false };

/** `view=card` in a query (absent or `full`: whole items). */
export const ItemViewSchema = queryEnum(["full", "card"], "full");

/** The view a query asked for; a card's stock is the shopper's city's (the city as the listing resolved it). */
export const itemView = (view: z.infer<typeof ItemViewSchema>, city: StockCity): ItemView =>
  view === "card" ? { card: true, cityId: city.id } : FULL;

/** Loads catalogue items for a page of product ids (in that order) with three indexed queries. */
export function createCatalogItemLoader(db: Database.Database, sections: SectionIndex, publicUrl: string) {
  const productsQuery = db.prepare<[string], ProductRow>(
    `SELECT p.id, p.section_id, p.name, p.detail_name, p.article, p.price, p.discount_price, p.discount_percent,
            p.color_name, p.color_hex, p.colors, p.composition, p.promo, p.picture_count, p.video_count,
            p.suite_picture, s.code AS suite_code
     FROM products p LEFT JOIN suites s ON s.id = p.suite_id
     WHERE p.id IN (SELECT value FROM json_each(?))`,
  );
  const offersQuery = db.prepare<[string], OfferRow>(
    `SELECT id, product_id, size, ean, quantity FROM offers
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, size_sort`,
  );
  const stockQuery = db.prepare<[string], StockRow>(
    `SELECT st.offer_id, st.store_id, st.quantity, c.code AS city_code, s.is_pickup
     FROM offers o JOIN offer_stock st ON st.offer_id = o.id JOIN stores s ON s.id = st.store_id JOIN cities c ON c.id = s.city_id
     WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY st.offer_id, st.store_id`,
  );
  const cityStockQuery = db.prepare<[string, number], StockRow>(
    `SELECT st.offer_id, st.store_id, st.quantity, c.code AS city_code, s.is_pickup
     FROM offers o JOIN offer_stock st ON st.offer_id = o.id JOIN stores s ON s.id = st.store_id JOIN cities c ON c.id = s.city_id
     WHERE o.product_id IN (SELECT value FROM json_each(?)) AND s.city_id = ? ORDER BY st.offer_id, st.store_id`,
  );

  return (ids: number[], view: ItemView = FULL): CatalogItem[] => {
    if (ids.length === 0) return [];
    const idsJson = JSON.stringify(ids);
    const stockByOffer = new Map<number, StockEntry[]>();
    const stockRows =
      view.card && view.cityId !== undefined ? cityStockQuery.all(idsJson, view.cityId) : stockQuery.all(idsJson);
    for (const row of stockRows) {
      const entries = stockByOffer.get(row.offer_id) ?? [];
      entries.push({
        storeId: row.store_id,
        quantity: row.quantity,
        cityCode: row.city_code,
        pickup: row.is_pickup === 1,
      });
      stockByOffer.set(row.offer_id, entries);
    }
    const offersByProduct = new Map<number, OfferRow[]>();
    for (const row of offersQuery.all(idsJson)) {
      const offers = offersByProduct.get(row.product_id);
      if (offers) offers.push(row);
      else offersByProduct.set(row.product_id, [row]);
    }
    const rows = new Map(productsQuery.all(idsJson).map((row) => [row.id, row]));

    return ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      const price = toPrice(row.price, row.discount_price, row.discount_percent);
      const images = toImages(publicUrl, row.id, row.picture_count, !view.card);
      const sku: Offer[] = (offersByProduct.get(row.id) ?? []).map((offer) => {
        const stock = stockByOffer.get(offer.id) ?? [];
        return view.card
          ? { id: offer.id, size: offer.size, quantity: offer.quantity, stock }
          : { id: offer.id, size: offer.size, quantity: offer.quantity, stock, ean: offer.ean, price };
      });
      const item: CatalogItem = {
        id: row.id,
        name: row.name,
        link: sections.productLink(row.section_id, row.id),
        price,
        images,
        // The video follows the first picture in the slider.
        videos: Array.from({ length: row.video_count }, (_, index) => ({
          sm: productVideoUrl(publicUrl, row.id),
          order: index + 1,
        })),
        sku,
        color: { name: row.color_name, colorHex: row.color_hex },
        properties: { colors: row.colors, composition: row.composition },
        sectionId: row.section_id,
        sectionPromoName: row.promo,
        article: row.article,
        detailName: row.detail_name,
        suite:
          row.suite_code !== null && row.suite_picture !== null
            ? {
                code: row.suite_code,
                detailPicture: { index: row.suite_picture, src: images.detail[row.suite_picture] },
              }
            : null,
      };
      return [item];
    });
  };
}
