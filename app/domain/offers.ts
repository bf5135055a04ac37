/**
 * Offer (size) availability, spec §3 "Offer", for one shopper's city: only stock that can reach this shopper counts.
 * That is warehouse stock when the warehouse delivers to the city (courier or pickup points), and the stock of the
 * city's shops that take online orders for pickup. A city shop that takes no online orders sells its stock in person
 * only; shops of other cities do not count at all.
 *
 * Where and how a shop sells (`cityCode`, `pickup`) is ours, not the spec's: a stock entry that does not name its city
 * counts for every city, and one that does not say whether it takes online orders takes them — so stock entries that
 * say nothing of cities give exactly the spec's rules (canBuy: online plus store stock above 0; lastOne: exactly 1;
 * pickup: no online stock but store stock; online: online stock and no store stock). Online stock still counts only
 * where the warehouse delivers, as `GET /api/location` says of the city (a city it says nothing of is delivered to).
 */
import type { Offer, StockEntry } from "~/contract/catalog";

/** What the stock rules need to know of the shopper's city. */
export type StockCity = {
  code: string;
  name: string;
  /** The warehouse delivers to the city (courier or pickup points). */
  delivery: boolean;
};

/** An offer's warehouse stock and its shops' stock (a card keeps only the shopper's city's shops). */
type OfferStock = Pick<Offer, "quantity"> & { stock: Pick<StockEntry, "quantity" | "cityCode" | "pickup">[] };

/** Units of an offer by the way they can reach a shopper of the city. */
export type CityStock = {
  /** Warehouse stock that can be delivered to the city (0 where the warehouse does not deliver). */
  delivery: number;
  /** Stock of the city's pickup shops, summed. */
  pickup: number;
  /** The most any one pickup shop of the city holds: an order is picked up in one shop. */
  bestShop: number;
  /** Stock of the city's shops that take no online orders (bought there in person only). */
  shopOnly: number;
};

export type OfferState = {
  /** Some unit can reach the shopper (delivery or pickup in the city). */
  canBuy: boolean;
  /** Exactly one unit can reach the shopper. */
  lastOne: boolean;
  /** No delivery to the city but stock in its pickup shops: pick up in a shop only. */
  pickup: boolean;
  /** Delivery only: no stock in the city's pickup shops. */
  online: boolean;
  /** Not orderable, but in a shop of the city that takes no online orders. */
  shopOnly: boolean;
  /** Not orderable by this shopper (the opposite of canBuy). */
  soldOut: boolean;
  /** Units that can reach the shopper: delivery plus the city's pickup shops. */
  total: number;
  /** The most one order line can hold: what one delivery way ships (the warehouse, or the best pickup shop). */
  maxQuantity: number;
};

/** Upstream stock can go negative (oversold); it never offsets stock elsewhere. */
const positive = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** A stock entry of the city (or one that names no city: spec §3 counts every store's stock). */
export const inStockCity = (entry: Pick<StockEntry, "cityCode">, city: Pick<StockCity, "code">): boolean =>
  entry.cityCode === undefined || entry.cityCode === city.code;

/** A shop that takes online orders for pickup (or one that does not say: spec §3 counts store stock as pickup). */
const takesOrders = (entry: Pick<StockEntry, "pickup">): boolean => entry.pickup !== false;

export function cityStock(offer: OfferStock, city: Pick<StockCity, "code" | "delivery">): CityStock {
  const here = offer.stock.filter((entry) => inStockCity(entry, city));
  const shops = here.filter(takesOrders).map((entry) => positive(entry.quantity));
  return {
    delivery: city.delivery ? positive(offer.quantity) : 0,
    pickup: shops.reduce((sum, quantity) => sum + quantity, 0),
    bestShop: Math.max(0, ...shops),
    shopOnly: here.filter((entry) => !takesOrders(entry)).reduce((sum, entry) => sum + positive(entry.quantity), 0),
  };
}

/** The most units of the offer one basket line can hold for the city (0: none can reach it). */
export function maxOrderable(offer: OfferStock, city: Pick<StockCity, "code" | "delivery">): number {
  const stock = cityStock(offer, city);
  return Math.max(stock.delivery, stock.bestShop);
}

export function offerState(offer: OfferStock, city: Pick<StockCity, "code" | "delivery">): OfferState {
  const stock = cityStock(offer, city);
  const total = stock.delivery + stock.pickup;
  return {
    canBuy: total > 0,
    lastOne: total === 1,
    pickup: stock.delivery === 0 && stock.pickup > 0,
    online: stock.delivery > 0 && stock.pickup === 0,
    shopOnly: total === 0 && stock.shopOnly > 0,
    soldOut: total === 0,
    total,
    maxQuantity: Math.max(stock.delivery, stock.bestShop),
  };
}

/** "в г. Псков": where in the city (the city's name after «г.», which needs no declension). */
export const inCity = (city: Pick<StockCity, "name">): string => `в г. ${city.name}`;

/** The size badge: last one first, then pickup only, then "in a shop only", then not available; none otherwise. */
export function offerLabel(offer: OfferStock, city: StockCity): string | null {
  const state = offerState(offer, city);
  if (state.lastOne) return "Последний";
  if (state.pickup) return "Только в магазинах";
  if (state.shopOnly) return `Только в магазине ${inCity(city)}`;
  if (state.soldOut) return "Нет в наличии";
  return null;
}

/**
 * How a size can reach the shopper, for the product page: delivery only ('Онлайн'), the city's shops only
 * ('Только в магазинах'), or both ('Доставка и самовывоз'); null when it cannot be ordered.
 */
export function offerAvailability(offer: OfferStock, city: Pick<StockCity, "code" | "delivery">): string | null {
  const state = offerState(offer, city);
  if (state.soldOut) return null;
  if (state.pickup) return "Только в магазинах";
  if (state.online) return "Онлайн";
  return "Доставка и самовывоз";
}
