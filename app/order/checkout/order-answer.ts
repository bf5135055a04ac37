import type { Basket } from "~/contract/basket";
import { PAYMENT } from "~/contract/ids";
import type { CheckoutInput, OrderAnswer, OrderPayload, OrderState } from "~/contract/order";
import { emptyInput, withAddress } from "~/domain/checkout-draft";

/**
 * The spec's order payload (§3, §7) of the storefront's input: the chosen delivery system goes as
 * `delivery.shipment { id, code, price, name }`, its `code` the chosen variant's service level.
 */
export function toOrderPayload(input: CheckoutInput, systems: OrderAnswer["deliverySystems"] = []): OrderPayload {
  const { shipmentId, serviceLevelTypeCode, properties } = input.delivery;
  const system = systems.find((entry) => entry.id === shipmentId);
  const variant = system?.variants.find((entry) => entry.serviceLevelTypeCode === serviceLevelTypeCode);
  const shipment =
    shipmentId === null
      ? null
      : {
          id: shipmentId,
          code: serviceLevelTypeCode,
          price: (variant?.price ?? system?.price)?.value ?? 0,
          name: system?.name ?? "",
        };
  return { ...input, delivery: { properties, shipment } };
}

/**
 * The input as a calculation took it (spec §4, §8: only a status-200 answer changes it): a coupon or certificate it
 * did not apply is dropped, bonuses are what it allows, the shipment and its service level are the ones it kept. What
 * the answer does not say stays as the storefront had it.
 */
export function adoptAnswer(input: CheckoutInput, answer: OrderAnswer): CheckoutInput {
  const shipment = answer.delivery?.shipment;
  const offered = (id: number | null) => id !== null && answer.deliverySystems.some((system) => system.id === id);
  const shipmentId = shipment ? shipment.id : offered(input.delivery.shipmentId) ? input.delivery.shipmentId : null;
  // A certificate is the answer's when its digits are (the upstream answers the number as it writes it: 1234-5678-…).
  const digits = (number: string) => number.replace(/\D/g, "");
  const applied = new Map(answer.certificate.map((entry) => [digits(entry.number), entry.number]));
  const place = answer.delivery?.properties;
  return {
    ...input,
    delivery: {
      shipmentId,
      serviceLevelTypeCode: shipment?.code || input.delivery.serviceLevelTypeCode,
      properties: {
        ...input.delivery.properties,
        ...(place?.city && place.cityId && { city: place.city, cityId: place.cityId }),
        ...(place?.cityDetail && { cityDetail: place.cityDetail }),
      },
    },
    coupon: answer.isCouponApplied ? input.coupon : "",
    loyalty: { active: answer.bonus.active, pay: answer.bonus.active ? answer.bonus.pay : 0 },
    certificate: input.certificate.flatMap((entry) => {
      const number = applied.get(digits(entry.number));
      return number ? [{ number, code: entry.code }] : [];
    }),
  };
}

/** The input an answer describes (its customer, delivery and payment, as the upstream took them). */
export function inputOfAnswer(answer: OrderAnswer): CheckoutInput {
  const empty = emptyInput();
  const input: CheckoutInput = {
    ...empty,
    customer: { ...empty.customer, ...answer.customer },
    delivery: { ...empty.delivery, properties: { ...empty.delivery.properties, ...answer.delivery?.properties } },
    payment: { id: answer.payment?.id ?? null },
  };
  return adoptAnswer(input, answer);
}

/**
 * Spec §4: an order init clears shipment and store and applies the default profile when its city is the order's. The
 * city's region (cityDetail) is the init's: a calculation takes the city as it is sent.
 */
export function afterInit(input: CheckoutInput, answer: OrderAnswer): CheckoutInput {
  const p = input.delivery.properties;
  const place = answer.delivery?.properties;
  const cityDetail = place?.cityId === p.cityId && place.cityDetail ? place.cityDetail : p.cityDetail;
  const cleared: CheckoutInput = {
    ...input,
    delivery: {
      ...input.delivery,
      shipmentId: null,
      properties: { ...p, cityDetail, storeId: "", pickupPointId: "", intervalId: "" },
    },
  };
  const profile = answer.defaultProfile?.values;
  const sameCity = profile && (profile.cityId ? profile.cityId === p.cityId : profile.city === p.city);
  if (!profile || !sameCity || p.street) return cleared;
  return withAddress(cleared, {
    street: profile.street ?? "",
    streetId: profile.streetId ?? "",
    building: profile.building ?? "",
    buildingId: profile.buildingId ?? "",
    apartment: profile.apartment ?? "",
  });
}

/** Payment methods when an upstream names none: online, and on receipt for a delivery that allows it. */
const DEFAULT_PAYMENTS = [
  { id: 1, name: "Картой онлайн", description: "Visa, Mastercard, МИР — на защищённой странице оплаты" },
  { id: PAYMENT.onReceipt, name: "Картой или наличными при получении", description: "Курьеру или на кассе магазина" },
];

/** What the checkout shows: the calculation with the input it calculated; the basket read apart when it had none. */
export function checkoutState(input: CheckoutInput, answer: OrderAnswer, basket: Basket): OrderState {
  return {
    ...answer,
    input,
    basket: answer.basket ?? basket,
    paymentMethods: answer.paymentMethods ?? DEFAULT_PAYMENTS,
  };
}
