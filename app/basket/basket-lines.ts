import { countOf, productCount, WORDS } from "~/domain/plural";
import type { Basket, BasketLine } from "~/contract/basket";
import { BASKET_INTENT, MAX_QUANTITY, MIN_QUANTITY } from "./basket-form";
import { parseBasketForm } from "./basket-form-schema";

/** The article of a line (property CML2_ARTICLE), or "" without one. */
export function lineArticle(line: Pick<BasketLine, "properties">): string {
  return line.properties.find((p) => p.code === "CML2_ARTICLE")?.value ?? "";
}

/** Sums of a line: what the shopper pays (selling price × quantity) and the full price × quantity. */
export function lineSums(line: Pick<BasketLine, "price" | "quantity">): { sum: number; fullSum: number } {
  return { sum: line.price.discountValue * line.quantity, fullSum: line.price.value * line.quantity };
}

/**
 * The quantities the stepper's − and + buttons submit, or null where the button is disabled (limits 1…10, and `max`:
 * what can reach the basket's city; a line above it steps down to it at once).
 */
export function stepperTargets(
  quantity: number,
  max: number = MAX_QUANTITY,
): { decrease: number | null; increase: number | null } {
  const top = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, max));
  return {
    decrease: quantity > MIN_QUANTITY ? Math.min(quantity - 1, top) : null,
    increase: quantity < top ? Math.max(quantity + 1, MIN_QUANTITY) : null,
  };
}

/**
 * What a pending submission (a fetcher's or the navigation's form data) does to a line, for the optimistic UI:
 * its quantity changes, or it is leaving the list (removed, delayed or brought back).
 */
export function pendingLineChange(
  formData: FormData | undefined,
  lineId: number,
): { quantity?: number; leaving?: boolean } | null {
  if (!formData || formData.get("lineId") !== String(lineId)) return null;
  const parsed = parseBasketForm(formData);
  if (
    !parsed.success ||
    parsed.data.intent === BASKET_INTENT.add ||
    parsed.data.intent === BASKET_INTENT.removeCertificate
  )
    return null;
  if (parsed.data.intent === BASKET_INTENT.quantity) return { quantity: parsed.data.quantity };
  return { leaving: true };
}

/** Whether a pending submission removes this gift certificate line (certificate and product line ids are apart). */
export function isCertificateRemoval(formData: FormData | undefined, lineId: number): boolean {
  if (!formData || formData.get("lineId") !== String(lineId)) return false;
  const parsed = parseBasketForm(formData);
  return parsed.success && parsed.data.intent === BASKET_INTENT.removeCertificate;
}

/** `3 товара`, `1 сертификат`, `2 товара и 1 сертификат` (spec §9: Russian plurals): what the basket holds to order. */
export function basketCount(basket: Pick<Basket, "totalQuantity" | "certificates">): string {
  const certificates = basket.certificates.length;
  const goods = basket.totalQuantity - certificates;
  if (certificates === 0) return productCount(goods);
  const certificateCount = countOf(certificates, WORDS.certificate);
  return goods > 0 ? `${productCount(goods)} и ${certificateCount}` : certificateCount;
}
