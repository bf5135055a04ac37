import type Database from "better-sqlite3";
import { DEFAULT_CITY } from "../default-city";
import type { Basket, BasketLine } from "../../../app/contract/basket";
import type { StockEntry } from "../../../app/contract/catalog";
import { toPrice } from "../catalog/catalog-items";
import type { SectionIndex } from "../catalog/sections";
import { formatRoubles, nowSeconds } from "../format";
import type { CertificateLineStore } from "../gift-certificates/basket-lines";
import { HttpError } from "../http/envelope";
import type { Owner } from "../http/sessions";
import { listImageUrl } from "../media/urls";
import type { CatalogRefs } from "./catalog-refs";
import { maxOrderable, type StockCity } from "./orderable";
import { ownedStatement } from "./owned";

type LineRow = {
  id: number;
  offer_id: number;
  quantity: number;
  delayed: number;
  product_id: number;
  size: string;
  ean: string;
  online: number;
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

type CityRow = { code: string; name: string; delivery: number };
type StockRow = { offer_id: number; store_id: number; quantity: number; city_code: string; is_pickup: number };

const inCity = (city: StockCity) => `в г. ${city.name}`;
const outOfStock = (max: number) =>
  HttpError.of(409, `Больше нет в наличии: можно заказать не больше ${max} шт.`, {
    code: "out_of_stock",
    field: "quantity",
  });

/**
 * Basket lines of an owner, for the basket's city: the city of the owner's order draft (the checkout's city), else
 * the default city. A line holds at most what one delivery way can ship to that city (`maxQuantity`: the warehouse
 * when it delivers there, or the best pickup shop of the city; `orderable.ts`); a line is available while
 * that is above 0. Active lines are the available ones that are not delayed, and only they count in the summary.
 * Gift certificate lines (`certificateLines`) come along in `certificates`, with a summary part of their own; they
 * count in `totalQuantity`.
 */
export function createBasketStore(
  db: Database.Database,
  sections: SectionIndex,
  refs: CatalogRefs,
  publicUrl: string,
  certificateLines: CertificateLineStore,
) {
  const lines = ownedStatement<[number], LineRow>(
    db,
    `SELECT b.id, b.offer_id, b.quantity, b.delayed, o.product_id, o.size, o.ean, o.quantity AS online,
            p.name, p.section_id, p.article, p.price, p.discount_price, p.discount_percent, p.color_name, p.picture_count
     FROM basket_items b JOIN offers o ON o.id = b.offer_id JOIN products p ON p.id = o.product_id
     WHERE b.{owner} = ? ORDER BY b.id`,
  );
  const lineByOffer = ownedStatement<[number, number], { id: number; quantity: number }>(
    db,
    "SELECT id, quantity FROM basket_items WHERE {owner} = ? AND offer_id = ?",
  );
  const lineById = ownedStatement<[number, number], { id: number; offer_id: number; quantity: number }>(
    db,
    "SELECT id, offer_id, quantity FROM basket_items WHERE {owner} = ? AND id = ?",
  );
  const draftCity = ownedStatement<[number], { city_code: string | null }>(
    db,
    "SELECT city_code FROM order_drafts WHERE {owner} = ?",
  );
  // A first add names the checkout's city (spec §5: the add is made with the current city) when there is no draft.
  const startDraft = ownedStatement<[number, string, number]>(
    db,
    `INSERT INTO order_drafts ({owner}, city_code, input, lines, updated_at) VALUES (?, ?, NULL, NULL, ?)
     ON CONFLICT ({owner}) WHERE {owner} IS NOT NULL DO UPDATE SET city_code = excluded.city_code WHERE city_code IS NULL`,
  );
  const cityByCode = db.prepare<[string], CityRow>(
    `SELECT code, name, (has_courier = 1 OR EXISTS (SELECT 1 FROM pickup_points p WHERE p.city_id = cities.id)) AS delivery
     FROM cities WHERE code = ?`,
  );
  const onlineStock = db.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck();
  const storeStock = db.prepare<[string], StockRow>(
    `SELECT st.offer_id, st.store_id, st.quantity, c.code AS city_code, s.is_pickup
     FROM offer_stock st JOIN stores s ON s.id = st.store_id JOIN cities c ON c.id = s.city_id
     WHERE st.offer_id IN (SELECT value FROM json_each(?))`,
  );

  const stockCity = (code: string | null | undefined): StockCity => {
    const row = (code ? cityByCode.get(code.toLowerCase()) : undefined) ?? cityByCode.get(DEFAULT_CITY.code);
    return row ? { code: row.code, name: row.name, delivery: row.delivery === 1 } : { ...DEFAULT_CITY, delivery: true };
  };
  const basketCity = (owner: Owner, code?: string): StockCity =>
    stockCity(code ?? draftCity(owner).get(owner.id)?.city_code);

  /** Per offer: the most one line can hold in the city. */
  const maxQuantities = (offers: { id: number; online: number }[], city: StockCity): Map<number, number> => {
    const stock = new Map<number, StockEntry[]>();
    for (const row of storeStock.all(JSON.stringify(offers.map((offer) => offer.id)))) {
      const entries = stock.get(row.offer_id) ?? [];
      entries.push({
        storeId: row.store_id,
        quantity: row.quantity,
        cityCode: row.city_code,
        pickup: row.is_pickup === 1,
      });
      stock.set(row.offer_id, entries);
    }
    return new Map(
      offers.map((offer) => [
        offer.id,
        maxOrderable({ quantity: offer.online, stock: stock.get(offer.id) ?? [] }, city),
      ]),
    );
  };
  const maxQuantity = (offerId: number, city: StockCity): number =>
    maxQuantities([{ id: offerId, online: onlineStock.get(offerId) ?? 0 }], city).get(offerId) ?? 0;
  const insertLine = ownedStatement<[number, number, number, number]>(
    db,
    "INSERT INTO basket_items ({owner}, offer_id, quantity, delayed, created_at) VALUES (?, ?, ?, 0, ?)",
  );
  const setQuantity = db.prepare<[number, number]>("UPDATE basket_items SET quantity = ?, delayed = 0 WHERE id = ?");
  const patchLine = db.prepare<{ id: number; quantity: number | null; delayed: number | null }>(
    "UPDATE basket_items SET quantity = COALESCE(@quantity, quantity), delayed = COALESCE(@delayed, delayed) WHERE id = @id",
  );
  const deleteLine = db.prepare<[number]>("DELETE FROM basket_items WHERE id = ?");

  const toLine = (row: LineRow, maxQuantity: number): BasketLine => ({
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
    available: maxQuantity > 0,
    maxQuantity,
  });

  /** The basket for a city (by code; the basket's city when absent or unknown). */
  const basket = (owner: Owner, cityCode?: string): Basket => {
    const rows = lines(owner).all(owner.id);
    const max = maxQuantities(
      rows.map((row) => ({ id: row.offer_id, online: row.online })),
      basketCity(owner, cityCode),
    );
    const products = rows.map((row) => toLine(row, max.get(row.offer_id) ?? 0));
    const activeProducts = products.filter((line) => !line.delay && line.available);
    const value = activeProducts.reduce((sum, line) => sum + line.price.value * line.quantity, 0);
    const discountValue = activeProducts.reduce((sum, line) => sum + line.price.discountValue * line.quantity, 0);
    const certificates = certificateLines.list(owner);
    return {
      products,
      activeProducts,
      delayedProducts: products.filter((line) => line.delay),
      unavailableProducts: products.filter((line) => !line.delay && !line.available),
      summary: {
        value,
        discountValue,
        discount: value - discountValue,
        formatValue: formatRoubles(value),
        formatDiscountValue: formatRoubles(discountValue),
        certificates: {
          quantity: certificates.length,
          value: certificates.reduce((sum, line) => sum + line.nominal.value, 0),
        },
      },
      totalQuantity: activeProducts.reduce((sum, line) => sum + line.quantity, 0) + certificates.length,
      certificates,
    };
  };

  const requireLine = (owner: Owner, lineId: number) => {
    const line = lineById(owner).get(owner.id, lineId);
    if (!line) throw HttpError.of(404, "Товар в корзине не найден", { code: "basket_line_not_found" });
    return line;
  };

  return {
    basket,

    /**
     * Adds `quantity` of the product's offer for a shopper in `cityCode` (a line already holding it grows, and is no
     * longer delayed): refused when the line would hold more than can reach that city.
     */
    add: db.transaction(
      (owner: Owner, productId: number, offerId: number, quantity: number, cityCode: string): Basket => {
        const offer = refs.requireOffer(productId, offerId);
        const city = stockCity(cityCode);
        const max = maxQuantity(offer.id, city);
        if (max <= 0)
          throw HttpError.of(409, `Этого размера нет в наличии ${inCity(city)}`, { code: "sold_out", field: "offer" });
        const existing = lineByOffer(owner).get(owner.id, offer.id);
        const total = (existing?.quantity ?? 0) + quantity;
        if (total > max) throw outOfStock(max);
        if (existing) setQuantity.run(total, existing.id);
        else insertLine(owner).run(owner.id, offer.id, quantity, nowSeconds());
        startDraft(owner).run(owner.id, city.code, nowSeconds());
        return basket(owner);
      },
    ),

    remove: db.transaction((owner: Owner, lineId: number): Basket => {
      deleteLine.run(requireLine(owner, lineId).id);
      return basket(owner);
    }),

    /**
     * Delays or restores a line and/or sets its quantity: raising it above what can reach the basket's city is
     * refused; lowering it is always allowed.
     */
    update: db.transaction((owner: Owner, lineId: number, changes: { delay?: boolean; quantity?: number }): Basket => {
      const line = requireLine(owner, lineId);
      if (changes.quantity !== undefined && changes.quantity > line.quantity) {
        const max = maxQuantity(line.offer_id, basketCity(owner));
        if (changes.quantity > max) throw outOfStock(max);
      }
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
