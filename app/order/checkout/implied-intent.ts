import type { CheckoutIntent } from "./checkout-form";

/**
 * The value of the checkout form's first (hidden) submit button: Enter in a field submits the form through it (the
 * form's default button), so Enter is told apart from a press on one of the visible buttons.
 */
export const ENTER_INTENT = "enter";

/** The fields whose Enter runs their own action (the rest recalculate, bonuses and address included). */
const FIELD_INTENTS: Record<string, CheckoutIntent> = {
  coupon: "apply-coupon",
  certificateNumber: "apply-certificate",
  certificateCode: "apply-certificate",
  cityQuery: "search-city",
};

/** With JavaScript: what Enter in the field named `name` does. */
export const intentOfField = (name: string | undefined): CheckoutIntent => (name && FIELD_INTENTS[name]) || "calculate";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Without JavaScript the browser does not say which field Enter was pressed in: the field with something new to act
 * on is taken — a promo code other than the one applied, then a certificate's number and code, then a city to look
 * for; else the order is recalculated with what the form says.
 */
export function impliedIntent(form: Record<string, unknown>, appliedCoupon: string): CheckoutIntent {
  const coupon = typeof form.coupon === "string" ? form.coupon.trim().toUpperCase() : "";
  if (coupon && coupon !== appliedCoupon.toUpperCase()) return "apply-coupon";
  if (filled(form.certificateNumber) && filled(form.certificateCode)) return "apply-certificate";
  if (filled(form.cityQuery)) return "search-city";
  return "calculate";
}
