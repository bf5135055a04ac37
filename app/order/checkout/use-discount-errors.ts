import { useState } from "react";
import type { CheckoutActionData } from "./action-data";
import type { CheckoutIntent } from "./checkout-form";

/** The fields whose messages stay until the shopper changes them, and the inputs that change each. */
type DiscountField = "coupon" | "certificate";
const DISCOUNT_FIELDS: Record<DiscountField, { inputs: readonly string[]; intents: readonly CheckoutIntent[] }> = {
  coupon: { inputs: ["coupon"], intents: ["apply-coupon", "remove-coupon"] },
  certificate: {
    inputs: ["certificateNumber", "certificateCode"],
    intents: ["apply-certificate", "remove-certificate"],
  },
};
type Kept = Partial<Record<DiscountField, string>>;
const FIELDS = Object.keys(DISCOUNT_FIELDS) as DiscountField[];

/** What an answer leaves at the coupon and certificate fields: its own message, or the one before unless it answers them. */
function after(kept: Kept, data: CheckoutActionData | undefined): Kept {
  const next: Kept = {};
  for (const field of FIELDS) {
    const own = data?.fieldErrors?.[field];
    const answersIt = data?.intent !== undefined && DISCOUNT_FIELDS[field].intents.includes(data.intent);
    const message = own ?? (answersIt ? undefined : kept[field]);
    if (message) next[field] = message;
  }
  return next;
}

/**
 * A refused coupon or certificate is told at its field and stays there until the shopper changes that field or applies
 * it again — not only until the next answer (typing a name saves the draft, and that answer says nothing of coupons).
 * Returns the form's errors with these messages in place, and `edited(name)`, to call when an input changes.
 */
export function useDiscountErrors(data: CheckoutActionData | undefined) {
  const [seen, setSeen] = useState(() => ({ data, kept: after({}, data) }));
  let kept = seen.kept;
  if (seen.data !== data) {
    kept = after(seen.kept, data);
    setSeen({ data, kept });
  }
  const errors: CheckoutActionData["fieldErrors"] = { ...data?.fieldErrors };
  for (const field of FIELDS) {
    if (kept[field]) errors[field] = kept[field];
    else delete errors[field];
  }
  const edited = (name: string) => {
    const field = FIELDS.find((candidate) => DISCOUNT_FIELDS[candidate].inputs.includes(name));
    if (field && kept[field]) setSeen((current) => ({ ...current, kept: { ...current.kept, [field]: undefined } }));
  };
  return { errors: data?.fieldErrors || FIELDS.some((field) => kept[field]) ? errors : undefined, edited };
}
