import { shipmentKind } from "../../../../app/contract/ids";
import type { ApiMessage } from "../../http/envelope";
import { EmailSchema, PhoneSchema } from "../../http/fields";
import type { SaveBody } from "../input";
import { invalid } from "./problems";

/** A customer's name, last name and e-mail have at least this many characters after trimming (spec §5). */
const MIN_CUSTOMER_FIELD = 3;
const longEnough = (value: string): boolean => value.trim().length >= MIN_CUSTOMER_FIELD;

const blank = (value: string): boolean => !value.trim();

/** The customer must be the signed-in user with the fields of spec §5 filled; e-mail and phone must also be well-formed. */
export function customerProblems(customer: SaveBody["customer"], userId: number): ApiMessage[] {
  const problems: ApiMessage[] = [];
  if (customer.id === 0 || customer.id !== userId)
    problems.push(invalid("customer.id", "Войдите, чтобы оформить заказ"));
  const named = (value: string, field: string, empty: string, short: string) => {
    if (blank(value)) problems.push(invalid(field, empty));
    else if (!longEnough(value)) problems.push(invalid(field, short));
  };
  named(customer.name, "customer.name", "Укажите имя", "Имя — не короче 3 символов");
  named(customer.lastName, "customer.lastName", "Укажите фамилию", "Фамилия — не короче 3 символов");
  if (blank(customer.email)) problems.push(invalid("customer.email", "Укажите email"));
  else if (!longEnough(customer.email) || !EmailSchema.safeParse(customer.email).success)
    problems.push(invalid("customer.email", "Введите корректный email"));
  if (blank(customer.phone)) problems.push(invalid("customer.phone", "Укажите телефон"));
  else if (!PhoneSchema.safeParse(customer.phone).success)
    problems.push(invalid("customer.phone", "Введите номер телефона в формате +7XXXXXXXXXX"));
  return problems;
}

/** The fields each kind of delivery needs (spec §5); a courier's city must also be one the upstream knows. */
export function deliveryProblems(delivery: SaveBody["delivery"], cityKnown: boolean): ApiMessage[] {
  const { shipmentId, properties } = delivery;
  if (shipmentId === null) return [invalid("delivery.shipmentId", "Выберите способ доставки")];
  const problems: ApiMessage[] = [];
  const require = (value: string, field: string, message: string) => {
    if (blank(value)) problems.push(invalid(field, message));
  };
  switch (shipmentKind(shipmentId)) {
    case "courier":
      if (blank(properties.city) && blank(properties.cityId)) problems.push(invalid("delivery.city", "Укажите город"));
      else if (!cityKnown) problems.push(invalid("delivery.city", "Неизвестный город"));
      require(properties.street, "delivery.street", "Укажите улицу");
      require(properties.building, "delivery.building", "Укажите дом");
      require(properties.intervalId, "delivery.intervalId", "Выберите интервал доставки");
      return problems;
    case "pickupPoint":
      require(properties.pickupPointId, "delivery.pickupPointId", "Выберите пункт выдачи");
      require(properties.intervalId, "delivery.intervalId", "Выберите день получения");
      return problems;
    case "store":
      require(properties.storeId, "delivery.storeId", "Выберите магазин");
      return problems;
    default:
      return [invalid("delivery.shipmentId", "Неизвестный способ доставки")];
  }
}

/**
 * The 400 problems of an incomplete save, checked before anything is checked against stock or the offered options. An
 * order of digital gift certificates only (`deliveryRequired` false) has no delivery to complete.
 */
export function incompleteness(
  body: SaveBody,
  userId: number,
  facts: { cityKnown: boolean; basketEmpty: boolean; deliveryRequired?: boolean },
): ApiMessage[] {
  return [
    ...customerProblems(body.customer, userId),
    ...(facts.deliveryRequired === false ? [] : deliveryProblems(body.delivery, facts.cityKnown)),
    ...(body.payment.id === null ? [invalid("payment", "Выберите способ оплаты")] : []),
    ...(facts.basketEmpty ? [invalid("basket", "Корзина пуста")] : []),
  ];
}
