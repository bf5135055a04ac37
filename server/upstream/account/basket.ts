import type Database from "better-sqlite3";
import type { Basket, BasketLine } from "../../../app/upstream/schemas/basket";
import { toPrice } from "../catalog/catalog-items";
import type { SectionIndex } from "../catalog/sections";
import { formatRoubles, nowSeconds } from "../format";
import { HttpError } from "../http/envelope";
import type { Owner } from "../http/sessions";
import { listImageUrl } from "../media/urls";
import type { CatalogRefs } from "./catalog-refs";
import { ownedStatement } from "./owned";

type LineRow = {
  id: number;
  offer_id: number;
  quantity: number;
  delayed: number;
  product_id: number;
  size: string;
  ean: string;
  total_quantity: number;
  name: string;
  section_id: number;
  article: string;
  price: number;
  discount_price: number;
  discount_percent: number;
  color_name: string;
  picture_count: number;
};

/** Most units of one offer a single request may add or set. */
export const MAX_LINE_STEP = 10;

const outOfStock = () => HttpError.of(409, "Больше нет в наличии", { code: "out_of_stock", field: "quantity" });

/**
 * Basket lines of an owner. A line is available while its offer has stock (online plus every store); active lines
 * are the available ones that are not delayed, and only they count in the summary and in `/api/init`.
 */
export function createBasketStore(db: Database.Database, sections: SectionIndex, refs: CatalogRefs, publicUrl: string) {
  const lines = ownedStatement<[number], LineRow>(
    db,
    `SELECT b.id, b.offer_id, b.quantity, b.delayed, o.product_id, o.size, o.ean, o.total_quantity,
            p.name, p.section_id, p.article, p.price, p.discount_price, p.discount_percent, p.color_name, p.picture_count
     FROM basket_items b JOIN offers o ON o.id = b.offer_id JOIN products p ON p.id = o.product_id
     WHERE b.{owner} = ? ORDER BY b.id`,
  );
  const lineByOffer = ownedStatement<[number, number], { id: number; quantity: number }>(
    db,
    "SELECT id, quantity FROM basket_items WHERE {owner} = ? AND offer_id = ?",
  );
  const lineById = ownedStatement<[number, number], { id: number; quantity: number; total_quantity: number }>(
    db,
    `SELECT b.id, b.quantity, o.total_quantity FROM basket_items b JOIN offers o ON o.id = b.offer_id
     WHERE b.{owner} = ? AND b.id = ?`,
  );
  const insertLine = ownedStatement<[number, number, number, number]>(
    db,
    "INSERT INTO basket_items ({owner}, offer_id, quantity, delayed, created_at) VALUES (?, ?, ?, 0, ?)",
  );
  const setQuantity = db.prepare<[number, number]>("UPDATE basket_items SET quantity = ?, delayed = 0 WHERE id = ?");
  const patchLine = db.prepare<{ id: number; quantity: number | null; delayed: number | null }>(
    "UPDATE basket_items SET quantity = COALESCE(@quantity, quantity), delayed = COALESCE(@delayed, delayed) WHERE id = @id",
  );
  const deleteLine = db.prepare<[number]>("DELETE FROM basket_items WHERE id = ?");

  const toLine = (row: LineRow): BasketLine => ({
    id: row.id,
    productId: row.product_id,
    offerId: row.offer_id,
    name: row.name,
    link: sections.productLink(row.section_id, row.product_id),
    image: listImageUrl(publicUrl, row.product_id, row.picture_count),
    size: row.size,
    colorName: row.color_name,
    quantity: row.quantity,
    price: toPrice(row.price, row.discount_price, row.discount_percent),
    properties: [
      { code: "CML2_ARTICLE", value: row.article },
      { code: "CML2_BAR_CODE", value: row.ean },
    ],
    delay: row.delayed === 1,
    available: row.total_quantity > 0,
  });

  const basket = (owner: Owner): Basket => {
    const products = lines(owner).all(owner.id).map(toLine);
    const activeProducts = products.filter((line) => !line.delay && line.available);
    const value = activeProducts.reduce((sum, line) => sum + line.price.value * line.quantity, 0);
    const discountValue = activeProducts.reduce((sum, line) => sum + line.price.discountValue * line.quantity, 0);
    return {
      products,
      activeProducts,
      delayedProducts: products.filter((line) => line.delay),
      unavailableProducts: products.filter((line) => !line.delay && !line.available),
      summary: { value, discountValue, discount: value - discountValue, formatValue: formatRoubles(value), formatDiscountValue: formatRoubles(discountValue) },
      totalQuantity: activeProducts.reduce((sum, line) => sum + line.quantity, 0),
    };
  };

  const requireLine = (owner: Owner, lineId: number) => {
    const line = lineById(owner).get(owner.id, lineId);
    if (!line) throw HttpError.of(404, "Товар в корзине не найден", { code: "basket_line_not_found" });
    return line;
  };

  return {
    basket,

    /** Adds `quantity` of the product's offer (a line already holding it grows, and is no longer delayed). */
    add: db.transaction((owner: Owner, productId: number, offerId: number, quantity: number): Basket => {
      const offer = refs.requireOffer(productId, offerId);
      if (offer.totalQuantity <= 0) throw HttpError.of(409, "Этого размера нет в наличии", { code: "sold_out", field: "offer" });
      const existing = lineByOffer(owner).get(owner.id, offer.id);
      const total = (existing?.quantity ?? 0) + quantity;
      if (total > offer.totalQuantity) throw outOfStock();
      if (existing) setQuantity.run(total, existing.id);
      else insertLine(owner).run(owner.id, offer.id, quantity, nowSeconds());
      return basket(owner);
    }),

    remove: db.transaction((owner: Owner, lineId: number): Basket => {
      deleteLine.run(requireLine(owner, lineId).id);
      return basket(owner);
    }),

    /** Delays or restores a line and/or sets its quantity (more than in stock is refused; less is always allowed). */
    update: db.transaction((owner: Owner, lineId: number, changes: { delay?: boolean; quantity?: number }): Basket => {
      const line = requireLine(owner, lineId);
      if (changes.quantity !== undefined && changes.quantity > line.quantity && changes.quantity > line.total_quantity) throw outOfStock();
      patchLine.run({
        id: line.id,
        quantity: changes.quantity ?? null,
        delayed: changes.delay === undefined ? null : Number(changes.delay),
      });
      return basket(owner);
    }),
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;
