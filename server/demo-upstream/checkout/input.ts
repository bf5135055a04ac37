import { countOf, WORDS } from "../plural";
import { z } from "zod";
import type { CheckoutInput } from "../../../app/contract/order";

/** A string field of the checkout body: absent means '' (not chosen). */
const text = (max: number) =>
  z
    .string({ invalid_type_error: "Ожидается строка" })
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`)
    .default("");
const id = (message: string) =>
  z.number({ invalid_type_error: message }).int(message).min(0, message).max(2_147_483_647, message);

const PropertiesSchema = z.object({
  city: text(100),
  cityId: text(64),
  cityDetail: text(200),
  street: text(200),
  streetId: text(32),
  building: text(20),
  buildingId: text(32),
  apartment: text(10),
  intervalId: text(32),
  pickupPointId: text(32),
  storeId: text(32),
});

/**
 * The body of POST /api/order/calculate (CheckoutInputSchema of the storefront, with limits). Every field may be left
 * out: strings default to '' and ids to null, so a partial body is a draft with less chosen.
 */
export const CheckoutBodySchema = z.object({
  customer: z
    .object({
      id: id("Неверный идентификатор покупателя").default(0),
      name: text(60),
      lastName: text(60),
      secondName: text(60),
      email: text(254),
      phone: text(32),
    })
    .default({}),
  // Spec §3: `delivery.shipment { id, code, price, name }`, its code the chosen variant's service level. The price and
  // name are what the shopper was shown; the calculation takes its own.
  delivery: z
    .object({
      shipment: z
        .object({
          id: id("Неверный способ доставки"),
          code: text(20),
          price: z.number({ invalid_type_error: "Ожидается сумма" }).optional(),
          name: text(100),
        })
        .nullable()
        .default(null),
      properties: PropertiesSchema.default({}),
    })
    .default({})
    .transform(({ shipment, properties }) => ({
      shipmentId: shipment?.id ?? null,
      serviceLevelTypeCode: shipment?.code ?? "",
      properties,
    })),
  payment: z.object({ id: id("Неверный способ оплаты").nullable().default(null) }).default({}),
  coupon: text(40),
  loyalty: z
    .object({
      active: z.boolean({ invalid_type_error: "Ожидается true или false" }).default(false),
      pay: z
        .number({ invalid_type_error: "Ожидается целое число" })
        .int("Ожидается целое число")
        .min(0, "Не меньше 0")
        .max(10_000_000, "Слишком много бонусов")
        .default(0),
    })
    .default({}),
  certificate: z
    .array(z.object({ number: text(40), code: text(10) }), { invalid_type_error: "Ожидается список сертификатов" })
    .max(5, "Не больше 5 сертификатов")
    .default([]),
});

/** The storefront origin (optionally with a base path) the payment page sends the shopper back to. */
const ReturnUrlSchema = z
  .string({ required_error: "Укажите адрес возврата", invalid_type_error: "Неверный адрес возврата" })
  .max(500, "Неверный адрес возврата")
  .transform((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "Неверный адрес возврата" });
      return z.NEVER;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "Неверный адрес возврата" });
      return z.NEVER;
    }
    return url.origin + url.pathname.replace(/\/+$/, "");
  });

/** A sum in whole roubles. */
const roubles = z
  .number({ required_error: "Укажите сумму", invalid_type_error: "Ожидается сумма в рублях" })
  .int("Ожидается сумма в рублях")
  .min(0, "Не меньше 0")
  .max(1_000_000_000, "Слишком большая сумма");

/**
 * What the shopper confirmed: the calculation they saw when they pressed the button. The save places no order when its
 * own calculation differs (docs/upstream-api.md, `POST /api/order/save`).
 */
export const ConfirmedSchema = z.object({
  total: roubles,
  goods: roubles.optional(),
  delivery: roubles.optional(),
  coupon: text(40),
  bonus: roubles.default(0),
  certificate: z
    .array(z.object({ number: text(40), amount: roubles }), { invalid_type_error: "Ожидается список сертификатов" })
    .max(5, "Не больше 5 сертификатов")
    .default([]),
});
export type Confirmed = z.output<typeof ConfirmedSchema>;

/** POST /api/order/save: the checkout input plus the marketing metrics, the return URL and what the shopper confirmed. */
export const SaveBodySchema = CheckoutBodySchema.extend({
  metrics: z.object({ deviceId: text(200), partnerUserId: text(200) }).default({}),
  returnUrl: ReturnUrlSchema,
  confirmed: ConfirmedSchema.optional(),
});
export type SaveBody = z.output<typeof SaveBodySchema>;

export const InitBodySchema = z.object({
  city: z
    .string({ required_error: "Укажите город", invalid_type_error: "Укажите город" })
    .trim()
    .min(1, "Укажите город")
    .max(64, "Неизвестный город"),
});

/** Type check: what the body schema gives is the storefront's CheckoutInput. */
export function toInput(body: z.output<typeof CheckoutBodySchema>): CheckoutInput {
  return body;
}

/** A draft with nothing chosen in the given city. */
export function emptyInput(city: { code: string; name: string; region: string } | null): CheckoutInput {
  const input = toInput(CheckoutBodySchema.parse({}));
  input.customer.secondName = "-";
  if (city) Object.assign(input.delivery.properties, { city: city.name, cityId: city.code, cityDetail: city.region });
  return input;
}

/** The spec's order payload of an input (`delivery.shipment`), as a storefront sends it. */
export function toPayload(input: CheckoutInput): z.input<typeof CheckoutBodySchema> {
  const { shipmentId, serviceLevelTypeCode, properties } = input.delivery;
  const shipment = shipmentId === null ? null : { id: shipmentId, code: serviceLevelTypeCode, name: "" };
  return { ...input, delivery: { properties, shipment } };
}

/** A stored draft's JSON, or null when it does not parse (a draft of an older shape is dropped). */
export function parseStoredInput(json: string | null): CheckoutInput | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    const result = CheckoutBodySchema.safeParse(
      typeof value === "object" && value !== null ? toPayload(value as CheckoutInput) : value,
    );
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
