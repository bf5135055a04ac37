import type Database from "better-sqlite3";
import { HttpError } from "../http/envelope";

export type OfferRef = { id: number; productId: number; totalQuantity: number };

/** Looks up products and offers named in requests: unknown ones are 404s with the shopper-facing message. */
export function createCatalogRefs(db: Database.Database) {
  const productExists = db.prepare<[number], number>("SELECT 1 FROM products WHERE id = ?").pluck();
  const offer = db.prepare<[number], { id: number; product_id: number; total_quantity: number }>(
    "SELECT id, product_id, total_quantity FROM offers WHERE id = ?",
  );

  const requireProduct = (productId: number): void => {
    if (productExists.get(productId) === undefined)
      throw HttpError.of(404, "Товар не найден", { code: "product_not_found" });
  };

  return {
    requireProduct,
    /** The offer, which must belong to the product. */
    requireOffer: (productId: number, offerId: number): OfferRef => {
      requireProduct(productId);
      const row = offer.get(offerId);
      if (!row || row.product_id !== productId)
        throw HttpError.of(404, "Размер не найден", { code: "offer_not_found", field: "offer" });
      return { id: row.id, productId: row.product_id, totalQuantity: row.total_quantity };
    },
  };
}

export type CatalogRefs = ReturnType<typeof createCatalogRefs>;
