import { formObject, type PostedForm } from "~/forms/reply";
import { z } from "zod";
import { BASKET_INTENT, MAX_QUANTITY, MIN_QUANTITY } from "./basket-form";

// The basket forms' fields as zod reads them: the action, and the basket page's view of a pending post. Apart from
// `basket-form.ts`, whose names the product cards use, so the catalogue's pages do not carry zod.

/** A product or offer id: digits only, as they are rendered. */
const Id = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/** A positive integer without leading zeros or signs, as a line id is rendered. */
const LineId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The chosen size; no size (the field absent or empty: no radio checked) is a shopper's slip, not a bad form. */
const Offer = z
  .union([z.literal(""), z.string().regex(/^\d{1,12}$/)])
  .optional()
  .transform((value) => (value ? Number(value) : undefined));

const Quantity = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .pipe(z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY));

const Delay = z.enum(["true", "false"]).transform((value) => value === "true");

export const BasketFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(BASKET_INTENT.add), productId: Id, offer: Offer, nonce: z.string().max(64).optional() }),
  z.object({ intent: z.literal(BASKET_INTENT.remove), lineId: LineId }),
  z.object({ intent: z.literal(BASKET_INTENT.delay), lineId: LineId, delay: Delay }),
  z.object({ intent: z.literal(BASKET_INTENT.quantity), lineId: LineId, quantity: Quantity }),
  z.object({ intent: z.literal(BASKET_INTENT.removeCertificate), lineId: LineId }),
  z.object({ intent: z.literal(BASKET_INTENT.restore), undo: z.string().min(1) }),
]);
export type BasketForm = z.infer<typeof BasketFormSchema>;
export type BasketLineForm = Exclude<BasketForm, { intent: typeof BASKET_INTENT.add | typeof BASKET_INTENT.restore }>;

/** Parses a posted basket form (a pending FormData or the action's PostedForm); only the first value of each field counts. */
export function parseBasketForm(form: FormData | PostedForm) {
  return BasketFormSchema.safeParse(form instanceof FormData ? formObject(form) : form);
}
