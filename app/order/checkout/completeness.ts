import { isCustomerComplete, missingDelivery } from "~/domain/checkout";
import { emailProblem, phoneProblem } from "~/forms/contact-fields";
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
  | "apartment"
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
  // The contact fields say what every form says of them; well-formed, they also have the 3 characters of spec §5.
  const email = emailProblem(customer.email);
  if (email) errors.email = email;
  const phone = phoneProblem(customer.phone);
  if (phone) errors.phone = phone;
  if (deliveryRequired)
    Object.assign(errors, missingDelivery({ shipmentId: delivery.shipmentId, ...delivery.properties }));
  if (payment.id === null) errors.paymentId = "Выберите способ оплаты";

  // The spec's rule for the customer is the authority; the messages above only explain it.
  if (!isCustomerComplete(customer) && Object.keys(errors).length === 0) errors.form = "Заполните данные покупателя";
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
