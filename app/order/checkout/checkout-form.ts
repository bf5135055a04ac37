import { z } from "zod";
import { shipmentKind, type ShipmentKind } from "~/contract/ids";
import type { CheckoutInput } from "~/contract/order";
import { withAddress } from "~/domain/checkout-draft";
import { PHONE_MAX_LENGTH } from "~/forms/contact-fields";
import { ConfirmedFieldsSchema } from "./confirmed";

const text = (max = 200) => z.string().trim().max(max).optional();
/** A chosen id; an empty value means 'not chosen'. */
const id = z
  .string()
  .regex(/^\d{0,9}$/)
  .transform((v) => (v === "" ? undefined : Number(v)))
  .optional();

/** What a checkout submission asks for; each submit button names one. The data it acts on travels in fields. */
export const CHECKOUT_INTENTS = [
  "calculate",
  "save",
  "apply-coupon",
  "remove-coupon",
  "apply-certificate",
  "remove-certificate",
  "search-city",
  "set-city",
  "use-address",
] as const;
export const CheckoutIntentSchema = z.enum(CHECKOUT_INTENTS);
export type CheckoutIntent = z.infer<typeof CheckoutIntentSchema>;
/** Submits the whole checkout form with an intent and the fields it acts on (with JavaScript). */
export type SubmitIntent = (intent: CheckoutIntent, fields?: Record<string, string>) => void;

/** Longest text per field: the upstream's limits (a longer value would fail the whole calculation); the inputs carry them as maxLength. */
export const LIMITS = {
  name: 60,
  lastName: 60,
  email: 254,
  phone: PHONE_MAX_LENGTH,
  cityQuery: 100,
  street: 200,
  building: 20,
  apartment: 10,
  coupon: 40,
  certificateNumber: 40,
  certificateCode: 20,
} as const;

/** Fields whose submitted values a reply echoes, so that nothing typed or chosen is lost when the draft could not take it. */
export const ECHOED_FIELDS = [
  "name",
  "lastName",
  "email",
  "phone",
  "street",
  "building",
  "apartment",
  "shipmentId",
  "serviceLevelTypeCode",
  "intervalId",
  "pickupPointId",
  "storeId",
  "paymentId",
  "coupon",
  "certificateNumber",
  "loyaltyActive",
  "loyaltyPay",
] as const;
export type EchoedField = (typeof ECHOED_FIELDS)[number];

/** Every field of the one checkout form. */
export const CheckoutFormSchema = z.object({
  intent: CheckoutIntentSchema,
  /** The city picked from the search results (intent `set-city`). */
  cityCode: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/)
    .optional(),
  /** The saved delivery address to put in the address fields (intent `use-address`). */
  savedAddressId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  /** The applied certificate to take off (intent `remove-certificate`). */
  certificateToRemove: text(40),
  name: text(LIMITS.name),
  lastName: text(LIMITS.lastName),
  email: text(LIMITS.email),
  phone: text(LIMITS.phone),
  cityQuery: text(LIMITS.cityQuery),
  street: text(LIMITS.street),
  streetId: text(64),
  building: text(LIMITS.building),
  buildingId: text(64),
  apartment: text(LIMITS.apartment),
  shipmentId: id,
  serviceLevelTypeCode: z
    .enum(["economy", "express", ""])
    .transform((v) => v || undefined)
    .optional(),
  intervalId: text(40),
  pickupPointId: text(64),
  storeId: text(64),
  paymentId: id,
  coupon: text(LIMITS.coupon),
  certificateNumber: text(LIMITS.certificateNumber),
  certificateCode: text(LIMITS.certificateCode),
  loyaltyActive: z.literal("on").optional(),
  loyaltyPay: z
    .string()
    .regex(/^\d{0,7}$/)
    .optional(),
  /** The calculation shown when the form was sent (hidden fields): a save must match it. */
  ...ConfirmedFieldsSchema.shape,
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

/**
 * The draft with what the form says. Fields the form did not send keep their draft value (a form that
 * only shows some sections, or a JavaScript submission of one field, never wipes the rest).
 */
export function applyForm(draft: CheckoutInput, form: CheckoutForm, userId: number): CheckoutInput {
  const pick = (value: string | undefined, current: string) => (value === undefined ? current : value);
  const p = draft.delivery.properties;
  let input: CheckoutInput = {
    ...draft,
    customer: {
      ...draft.customer,
      id: userId,
      secondName: "-",
      name: pick(form.name, draft.customer.name),
      lastName: pick(form.lastName, draft.customer.lastName),
      email: pick(form.email, draft.customer.email),
      phone: pick(form.phone, draft.customer.phone),
    },
  };
  if (form.street !== undefined || form.building !== undefined || form.apartment !== undefined) {
    input = withAddress(input, {
      street: pick(form.street, p.street),
      streetId: pick(form.streetId, ""),
      building: pick(form.building, p.building),
      buildingId: pick(form.buildingId, ""),
      apartment: pick(form.apartment, p.apartment),
    });
  }
  const shipmentChanged = form.shipmentId !== undefined && form.shipmentId !== draft.delivery.shipmentId;
  const shipmentId = form.shipmentId ?? input.delivery.shipmentId;
  // Another shipment has other intervals: the one chosen for the old shipment is dropped. The page shows every kind's
  // places at once (delivery-section.tsx): the shipment takes the place the form chose for its own kind, no other.
  const place = (kind: ShipmentKind, value: string | undefined, current: string) =>
    shipmentKind(shipmentId) !== kind ? "" : shipmentChanged ? (value ?? "") : pick(value, current);
  input = {
    ...input,
    delivery: {
      ...input.delivery,
      shipmentId,
      serviceLevelTypeCode: form.serviceLevelTypeCode ?? input.delivery.serviceLevelTypeCode,
      properties: {
        ...input.delivery.properties,
        intervalId: shipmentChanged ? "" : pick(form.intervalId, input.delivery.properties.intervalId),
        pickupPointId: place("pickupPoint", form.pickupPointId, input.delivery.properties.pickupPointId),
        storeId: place("store", form.storeId, input.delivery.properties.storeId),
      },
    },
    payment: { id: form.paymentId ?? input.payment.id },
    loyalty:
      form.loyaltyPay === undefined && form.loyaltyActive === undefined
        ? input.loyalty
        : { active: form.loyaltyActive === "on", pay: Number(form.loyaltyPay || 0) },
  };

  if (form.intent === "apply-coupon") input = { ...input, coupon: (form.coupon ?? "").toUpperCase() };
  if (form.intent === "remove-coupon") input = { ...input, coupon: "" };
  if (form.intent === "apply-certificate" && form.certificateNumber && form.certificateCode) {
    const number = form.certificateNumber;
    input = {
      ...input,
      certificate: [...input.certificate.filter((c) => c.number !== number), { number, code: form.certificateCode }],
    };
  }
  if (form.intent === "remove-certificate" && form.certificateToRemove) {
    const number = form.certificateToRemove;
    input = { ...input, certificate: input.certificate.filter((c) => c.number !== number) };
  }
  return input;
}
