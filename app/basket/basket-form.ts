import type { Basket } from "~/contract/basket";

/**
 * The basket's forms, all posting to the one basket route (`/basket/`), told apart by `intent`: add a product's size
 * (product cards, the product page, outfits), and remove, delay / bring back or change the quantity of a line, or remove
 * a gift certificate (the basket on /order/; certificates are added on their own pages, /certificate/…). Besides the fields below a form carries `redirectTo` (where a submission without JavaScript
 * lands) and, with JavaScript, `via` (answer with data).
 */
export const BASKET_ROUTE = "/basket/";
/** The basket page, and where a basket post without a usable `redirectTo` lands. */
export const BASKET_PAGE = "/order/";

export const BASKET_INTENT = {
  add: "basket-add",
  remove: "basket-remove",
  delay: "basket-delay",
  quantity: "basket-quantity",
  /** A gift certificate line (its `lineId` is the certificate line's). */
  removeCertificate: "basket-remove-certificate",
  /** «Вернуть» a removed line (its sealed `undo`: app/basket/basket-undo.ts). */
  restore: "basket-restore",
} as const;
export const BASKET_INTENTS = Object.values(BASKET_INTENT);
export type BasketIntent = (typeof BASKET_INTENTS)[number];

export function isBasketIntent(value: unknown): value is BasketIntent {
  return typeof value === "string" && (BASKET_INTENTS as readonly string[]).includes(value);
}

/** Quantity of one line, as the upstream accepts it (PATCH /api/basket/{id}: 1…10). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

/** Spec §4, §5: adding to the basket requires a chosen size. */
export const SIZE_REQUIRED = "Выберите размер";
/** The message shown when a basket form arrives malformed (a stale page, a tampered field). */
export const BAD_FORM_MESSAGE = "Не удалось изменить корзину. Обновите страницу и попробуйте ещё раз.";
/** An add the upstream did not confirm with status 200 (spec §4) and explained no further. */
export const ADD_FAILED_MESSAGE = "Не удалось добавить товар в корзину. Попробуйте ещё раз.";

/** Where a message for one product's buy form is addressed (a toast `target`, carried across a redirect). */
export const basketAddTarget = (productId: number) => `${BASKET_INTENT.add}-${productId}`;

/** What the page needs to show a removed line's «Вернуть» row (app/basket/basket-undo.ts): its words, its list and
 * place there, and the seal its form posts back. */
export type BasketUndo = {
  label: string;
  kind: "active" | "delayed" | "unavailable";
  at: number;
  seal: string;
  /** Why «Вернуть» was refused (kept here: the row is drawn anew when the basket goes from empty to not). */
  error?: string;
};

/** What the basket route answers a fetcher (JavaScript on), besides the request's toasts. */
export type BasketActionData = {
  intent?: string;
  productId?: number;
  lineId?: number;
  ok: boolean;
  /** A size was added (the buy form opens the `basketSuccess` modal). */
  added?: { productId: number; offerId: number };
  fieldErrors?: Partial<Record<"offer" | "form", string>>;
  /** A line was removed: how to bring it back («Вернуть»). */
  undo?: BasketUndo;
};

/**
 * Spec §4: removing the last product (or gift certificate) resets the order state (init); any other basket change
 * clears the store and shipment and recalculates the order (the stock of stores and the delivery price may have changed).
 */
export function orderAfterBasketChange(basket: Pick<Basket, "products" | "certificates">): "reset" | "recalculate" {
  return isBasketEmpty(basket) ? "reset" : "recalculate";
}

/** Nothing in the basket: no product line (delayed and unavailable ones count) and no gift certificate. */
export function isBasketEmpty(basket: Pick<Basket, "products" | "certificates">): boolean {
  return basket.products.length === 0 && basket.certificates.length === 0;
}

/** Something to order now: an active product line or a gift certificate. */
export function hasOrderLines(basket: Pick<Basket, "activeProducts" | "certificates">): boolean {
  return basket.activeProducts.length > 0 || basket.certificates.length > 0;
}
