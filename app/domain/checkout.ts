/** Checkout completeness rules (spec §5, §9); the ids they read are the contract's (`contract/ids.ts`). */
import { PAYMENT, shipmentKind } from "~/contract/ids";

/**
 * Whether an order must be delivered: it has goods to order or a plastic gift certificate (which travels with the order
 * like goods). Digital certificates alone travel by e-mail: such an order has no shipment (`NO_SHIPMENT`).
 */
export function needsDelivery(basket: {
  activeProducts: readonly unknown[];
  certificates?: ReadonlyArray<{ kind: string }>;
}): boolean {
  return basket.activeProducts.length > 0 || (basket.certificates ?? []).some((line) => line.kind !== "digital");
}

/**
 * An order of gift certificates only (digital or plastic, no goods): no coupon, no other certificate and no bonuses
 * pay for it (the upstream's rule: they pay for goods and delivery only).
 */
export function isCertificatesOnly(basket: {
  activeProducts: readonly unknown[];
  certificates?: readonly unknown[];
}): boolean {
  return basket.activeProducts.length === 0 && (basket.certificates ?? []).length > 0;
}

export function isCertificatePayment(id: number | null | undefined): boolean {
  return id === PAYMENT.certificate;
}

export function isFastPayment(id: number | null | undefined): boolean {
  return id != null && (PAYMENT.fast as readonly number[]).includes(id);
}

const MIN_FIELD_LENGTH = 3;
const filled = (value: string | undefined): boolean => (value ?? "").trim().length >= MIN_FIELD_LENGTH;

/**
 * A customer is complete when signed in and name, last name, e-mail and phone each have at
 * least 3 characters after trimming. The spec says "id is not 0"; a negative or NaN id is no
 * real user either, so the test is id > 0 (the spec's definition of "authorised").
 */
export function isCustomerComplete(c: {
  id: number;
  name?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}): boolean {
  return c.id > 0 && filled(c.name) && filled(c.lastName) && filled(c.email) && filled(c.phone);
}

type Id = string | number | null | undefined;
/** A chosen id: not null/undefined and not blank (0 is a valid id). */
const chosen = (value: Id): boolean => value != null && String(value).trim() !== "";
const given = (value: string | undefined): boolean => (value ?? "").trim() !== "";

export type DeliveryFields = {
  shipmentId?: number | null;
  city?: string;
  street?: string;
  building?: string;
  intervalId?: Id;
  pickupPointId?: Id;
  storeId?: Id;
};

/** A delivery field the order may still lack. */
export type DeliveryField = "shipmentId" | "city" | "street" | "building" | "intervalId" | "pickupPointId" | "storeId";
/** The fields a delivery still lacks, each with what the shopper reads at it, in the form's order. */
export type MissingDelivery = Partial<Record<DeliveryField, string>>;

/**
 * Delivery completeness by shipment id (spec §5), the one rule and its messages: courier (41, 42) needs city, street,
 * building and an interval; pickup point (43) needs the point and an interval (the day of collection); shop (44, 46)
 * needs the shop. No or an unknown shipment lacks the shipment itself. Empty when the delivery is complete.
 */
export function missingDelivery(d: DeliveryFields): MissingDelivery {
  const missing: MissingDelivery = {};
  const need = (field: DeliveryField, present: boolean, message: string) => {
    if (!present) missing[field] = message;
  };
  switch (shipmentKind(d.shipmentId)) {
    case "courier":
      need("city", given(d.city), "Выберите город");
      need("street", given(d.street), "Укажите улицу");
      need("building", given(d.building), "Укажите дом");
      need("intervalId", chosen(d.intervalId), "Выберите интервал доставки");
      break;
    case "pickupPoint":
      need("pickupPointId", chosen(d.pickupPointId), "Выберите пункт выдачи");
      need("intervalId", chosen(d.intervalId), "Выберите день получения");
      break;
    case "store":
      need("storeId", chosen(d.storeId), "Выберите магазин");
      break;
    default:
      missing.shipmentId = "Выберите способ доставки";
  }
  return missing;
}

/** Whether a delivery is complete (spec §5): it lacks nothing. */
export function isDeliveryComplete(d: DeliveryFields): boolean {
  return Object.keys(missingDelivery(d)).length === 0;
}
