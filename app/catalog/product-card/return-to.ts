import { useLocation } from "@remix-run/react";
import { hrefWithoutTracking } from "~/domain/tracking";

/**
 * Where a product card sits on its page. A product may be shown twice on one page (a look's things and the related
 * strip of a product page), so a card's id names its place too.
 */
export type CardPlace = "product" | "suite" | "related";

/** The id a product card carries (`product-139`): a form posted from it without JavaScript comes back to it. */
export const cardAnchor = (productId: number, place: CardPlace = "product") => `${place}-${productId}`;

/** The product page's buy block (name, price, sizes, «В корзину», the heart). */
export const PRODUCT_BUY_ANCHOR = "buy";

/**
 * A form's `redirectTo`: this page without campaign tags and, given an anchor, back to that element (PRG without
 * JavaScript lands where the shopper acted, not at the top; the action checks it with `safeRedirect`).
 */
export function useReturnTo(anchor?: string): string {
  const href = hrefWithoutTracking(useLocation());
  return anchor ? `${href}#${anchor}` : href;
}
