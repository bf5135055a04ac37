import { z } from "zod";
import { DEFAULT_CITY } from "~/domain/location";
import type { Basket } from "~/upstream/schemas/basket";

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

/** A product or offer id: digits only, as they are rendered. */
const Id = z.string().regex(/^\d{1,12}$/).transform(Number);

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
]);
export type BasketForm = z.infer<typeof BasketFormSchema>;
export type BasketLineForm = Exclude<BasketForm, { intent: typeof BASKET_INTENT.add }>;

/** Parses a posted basket form (FormData or plain fields); only the first value of each field counts. */
export function parseBasketForm(form: FormData | Record<string, unknown>) {
  const fields = form instanceof FormData ? Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)])) : form;
  return BasketFormSchema.safeParse(fields);
}

/** What the basket route answers a fetcher (JavaScript on), besides the request's toasts. */
export type BasketActionData = {
  intent?: string;
  productId?: number;
  lineId?: number;
  ok: boolean;
  /** A size was added (the buy form opens the `basketSuccess` modal). */
  added?: { productId: number; offerId: number };
  fieldErrors?: Partial<Record<"offer" | "form", string>>;
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

/** The city an order reset starts from: the draft's city code, else the shopper's city cookie, else the default city. */
export function resetCity(draftCity: string | null | undefined, cookieCity: string | null | undefined): string {
  return draftCity?.trim() || cookieCity?.trim() || DEFAULT_CITY.code;
}
