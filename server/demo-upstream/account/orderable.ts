/**
 * How many units of an offer one basket line can hold for a shopper's city (spec §3 "Offer"): a line ships one way, so
 * it is what the warehouse holds when it delivers to the city, or what the city's best pickup shop holds. Shops that
 * take no online orders and shops of other cities do not count; oversold (negative) stock counts as none.
 */
import type { StockEntry } from "../../../app/contract/catalog";

/** What the stock rule needs of the basket's city. */
export type StockCity = {
  code: string;
  name: string;
  /** The warehouse delivers to the city (courier or pickup points). */
  delivery: boolean;
};

type OfferStock = { quantity: number; stock: Pick<StockEntry, "quantity" | "cityCode" | "pickup">[] };

const positive = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/** The most units of the offer one basket line can hold for the city (0: none can reach it). */
export function maxOrderable(offer: OfferStock, city: Pick<StockCity, "code" | "delivery">): number {
  const shops = offer.stock
    .filter((entry) => entry.cityCode === city.code && entry.pickup)
    .map((entry) => positive(entry.quantity));
  return Math.max(city.delivery ? positive(offer.quantity) : 0, ...shops);
}
