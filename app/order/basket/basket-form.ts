import { z } from "zod";
import type { Basket, BasketLine } from "~/upstream/schemas/basket";

/** The basket forms of /order/: one action serves them all, told apart by `intent`. */
export const BASKET_INTENTS = ["basket-remove", "basket-delay", "basket-quantity"] as const;
export type BasketIntent = (typeof BASKET_INTENTS)[number];

/** Quantity of one line, as the upstream accepts it (PATCH /api/basket/{id}: 1…10). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

export const DEFAULT_CITY = "moscow";

export function isBasketIntent(value: unknown): value is BasketIntent {
  return typeof value === "string" && (BASKET_INTENTS as readonly string[]).includes(value);
}

/** A positive integer without leading zeros or signs, as a line id is rendered. */
const LineId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

const Quantity = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .pipe(z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY));

const Delay = z.enum(["true", "false"]).transform((value) => value === "true");

export const BasketFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("basket-remove"), lineId: LineId }),
  z.object({ intent: z.literal("basket-delay"), lineId: LineId, delay: Delay }),
  z.object({ intent: z.literal("basket-quantity"), lineId: LineId, quantity: Quantity }),
]);
export type BasketForm = z.infer<typeof BasketFormSchema>;

/** Parses a posted basket form (FormData or plain fields); only the first value of each field counts. */
export function parseBasketForm(form: FormData | Record<string, unknown>) {
  const fields = form instanceof FormData ? Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)])) : form;
  return BasketFormSchema.safeParse(fields);
}

/** The message shown when a basket form arrives malformed (a stale page, a tampered field). */
export const BAD_FORM_MESSAGE = "Не удалось изменить корзину. Обновите страницу и попробуйте ещё раз.";

/**
 * Spec §4: removing the last product resets the order state (init); any other basket change clears the
 * store and shipment and recalculates the order (the stock of stores and the delivery price may have changed).
 */
export function orderAfterBasketChange(basket: Pick<Basket, "products">): "reset" | "recalculate" {
  return basket.products.length === 0 ? "reset" : "recalculate";
}

/** The city an order reset starts from: the draft's city code, else the shopper's city cookie, else Moscow. */
export function resetCity(draftCity: string | null | undefined, cookieCity: string | null | undefined): string {
  return draftCity?.trim() || cookieCity?.trim() || DEFAULT_CITY;
}

/** The article of a line (property CML2_ARTICLE), or "" without one. */
export function lineArticle(line: Pick<BasketLine, "properties">): string {
  return line.properties.find((p) => p.code === "CML2_ARTICLE")?.value ?? "";
}

/** Sums of a line: what the shopper pays (selling price × quantity) and the full price × quantity. */
export function lineSums(line: Pick<BasketLine, "price" | "quantity">): { sum: number; fullSum: number } {
  return { sum: line.price.discountValue * line.quantity, fullSum: line.price.value * line.quantity };
}

/** The quantities the stepper's − and + buttons submit, or null where the button is disabled (limits 1…10). */
export function stepperTargets(quantity: number): { decrease: number | null; increase: number | null } {
  return {
    decrease: quantity > MIN_QUANTITY ? Math.min(quantity - 1, MAX_QUANTITY) : null,
    increase: quantity < MAX_QUANTITY ? Math.max(quantity + 1, MIN_QUANTITY) : null,
  };
}

/**
 * What a pending submission (a fetcher's or the navigation's form data) does to a line, for the optimistic UI:
 * its quantity changes, or it is leaving the list (removed, delayed or brought back).
 */
export function pendingLineChange(formData: FormData | undefined, lineId: number): { quantity?: number; leaving?: boolean } | null {
  if (!formData || formData.get("lineId") !== String(lineId)) return null;
  const parsed = parseBasketForm(formData);
  if (!parsed.success) return null;
  if (parsed.data.intent === "basket-quantity") return { quantity: parsed.data.quantity };
  return { leaving: true };
}
