import { shipmentKind } from "~/contract/ids";
import { isCustomerComplete, isDeliveryComplete } from "~/domain/checkout";
import type { CheckoutInput } from "~/contract/order";

export type CheckoutField =
  | "form"
  | "name"
  | "lastName"
  | "email"
  | "phone"
  | "shipmentId"
  | "city"
  | "street"
  | "building"
  | "intervalId"
  | "pickupPointId"
  | "storeId"
  | "paymentId"
  | "coupon"
  | "certificate"
  | "loyaltyPay"
  | "total";

const short = (value: string) => value.trim().length < 3;

/**
 * Why the order cannot be saved yet, field by field (spec §5). Empty exactly when the customer and the
 * delivery are complete and a payment method is chosen. An order of digital gift certificates only
 * (`deliveryRequired` false, see `needsDelivery`) has no delivery to complete.
 */
export function checkoutErrors(input: CheckoutInput, deliveryRequired = true): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const { customer, delivery, payment } = input;
  if (customer.id <= 0) errors.form = "Войдите по номеру телефона, чтобы оформить заказ";
  if (short(customer.name)) errors.name = "Укажите имя";
  if (short(customer.lastName)) errors.lastName = "Укажите фамилию";
  if (short(customer.email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customer.email.trim()))
    errors.email = "Укажите email";
  if (short(customer.phone)) errors.phone = "Укажите телефон";

  const p = delivery.properties;
  const kind = deliveryRequired ? shipmentKind(delivery.shipmentId) : null;
  if (!kind && deliveryRequired) errors.shipmentId = "Выберите способ доставки";
  if (kind === "courier") {
    if (!p.city.trim()) errors.city = "Выберите город";
    if (!p.street.trim()) errors.street = "Укажите улицу";
    if (!p.building.trim()) errors.building = "Укажите дом";
    if (!p.intervalId.trim()) errors.intervalId = "Выберите интервал доставки";
  }
  if (kind === "pickupPoint") {
    if (!p.pickupPointId.trim()) errors.pickupPointId = "Выберите пункт выдачи";
    if (!p.intervalId.trim()) errors.intervalId = "Выберите день получения";
  }
  if (kind === "store" && !p.storeId.trim()) errors.storeId = "Выберите магазин";
  if (payment.id === null) errors.paymentId = "Выберите способ оплаты";

  // The spec's rules are the authority; the messages above only explain them.
  const complete =
    isCustomerComplete(customer) &&
    (!deliveryRequired || isDeliveryComplete({ shipmentId: delivery.shipmentId, ...p }));
  if (!complete && Object.keys(errors).length === 0) errors.form = "Заполните данные покупателя и доставки";
  return errors;
}

/** Upstream field names (`delivery.building`, `customer.email`, `payment`, `certificate.0`) → form fields. */
export function formField(upstreamField: string | undefined): CheckoutField {
  const path = (upstreamField ?? "").split(".");
  const first = path[0];
  if (first === "coupon" || first === "certificate" || first === "total") return first;
  if (first === "loyalty") return "loyaltyPay";
  const last = path.pop() ?? "";
  const map: Record<string, CheckoutField> = {
    payment: "paymentId",
    id: "paymentId",
    shipmentId: "shipmentId",
    cityId: "city",
  };
  if (map[last]) return map[last];
  const known: CheckoutField[] = [
    "name",
    "lastName",
    "email",
    "phone",
    "city",
    "street",
    "building",
    "intervalId",
    "pickupPointId",
    "storeId",
  ];
  return (known as string[]).includes(last) ? (last as CheckoutField) : "form";
}
