/** Offer (size) availability, spec §3 "Offer". */
import type { Offer } from "~/upstream/schemas/catalog";

export type OfferState = {
  /** Online plus store stock above 0. */
  canBuy: boolean;
  /** Total stock exactly 1. */
  lastOne: boolean;
  /** No online stock (≤ 0) but some store stock: pick up in a shop only. */
  pickup: boolean;
  /** Online stock above 0 and no store stock. */
  online: boolean;
  /** Nothing anywhere (the opposite of canBuy). */
  soldOut: boolean;
  /** Online plus store stock, negative quantities counted as 0. */
  total: number;
};

/** Upstream stock can go negative (oversold); it never offsets stock elsewhere. */
const positive = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

export function offerState(offer: Offer): OfferState {
  const online = positive(offer.quantity);
  const store = offer.stock.reduce((sum, entry) => sum + positive(entry.quantity), 0);
  const total = online + store;
  return {
    canBuy: total > 0,
    lastOne: total === 1,
    pickup: online === 0 && store > 0,
    online: online > 0 && store === 0,
    soldOut: total === 0,
    total,
  };
}

/** The card badge: last one first, then "stores only", then sold out; none otherwise. */
export function offerLabel(offer: Offer): string | null {
  const state = offerState(offer);
  if (state.lastOne) return "Последний";
  if (state.pickup) return "Только в магазинах";
  if (state.soldOut) return "Нет в наличии";
  return null;
}

/**
 * How a size can be had, for the product page: delivery only ('Онлайн'), the shops only
 * ('Только в магазинах'), or both ('Доставка и самовывоз'); null when sold out.
 */
export function offerAvailability(offer: Offer): string | null {
  const state = offerState(offer);
  if (state.soldOut) return null;
  if (state.pickup) return "Только в магазинах";
  if (state.online) return "Онлайн";
  return "Доставка и самовывоз";
}
