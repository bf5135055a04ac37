import { describe, expect, it } from "vitest";
import { SHIPMENT } from "../../../app/contract/ids";
import { isCustomerComplete, isDeliveryComplete } from "../../../app/domain/checkout";
import {
  customerProblems,
  deliveryProblems,
  incompleteness,
} from "../../../server/demo-upstream/checkout/saving/completeness";
import { body, CUSTOMER, fields, USER } from "./support/checkout-save";

describe("customer completeness", () => {
  it("accepts the signed-in user's complete customer", () => {
    expect(customerProblems(CUSTOMER, USER)).toEqual([]);
  });

  it("names each missing, short or malformed field", () => {
    expect(
      fields(customerProblems({ ...CUSTOMER, id: 0, name: " ", lastName: "Пе ", email: "a@", phone: "12345" }, USER)),
    ).toEqual([
      "customer.id: Войдите, чтобы оформить заказ",
      "customer.name: Укажите имя",
      "customer.lastName: Фамилия — не короче 3 символов",
      "customer.email: Введите корректный email",
      "customer.phone: Введите номер телефона в формате +7XXXXXXXXXX",
    ]);
    expect(
      fields(customerProblems({ ...CUSTOMER, id: USER + 1, name: "Ол", lastName: "", email: "", phone: " " }, USER)),
    ).toEqual([
      "customer.id: Войдите, чтобы оформить заказ",
      "customer.name: Имя — не короче 3 символов",
      "customer.lastName: Укажите фамилию",
      "customer.email: Укажите email",
      "customer.phone: Укажите телефон",
    ]);
    expect(fields(customerProblems({ ...CUSTOMER, email: "olga at example" }, USER))).toEqual([
      "customer.email: Введите корректный email",
    ]);
  });

  it("never accepts a customer the storefront's rule calls incomplete", () => {
    const values = ["", "  ", "ab", " ab ", "abc", "Ольга", "o@x.ru", "+79161234567"];
    for (const name of values) {
      for (const email of values) {
        for (const phone of values) {
          const customer = { ...CUSTOMER, name, lastName: name, email, phone };
          if (customerProblems(customer, USER).length === 0) expect(isCustomerComplete(customer)).toBe(true);
          if (!isCustomerComplete(customer)) expect(customerProblems(customer, USER).length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("delivery completeness", () => {
  it("needs a chosen, known shipment", () => {
    expect(fields(deliveryProblems(body({ shipmentId: null }).delivery, true))).toEqual([
      "delivery.shipmentId: Выберите способ доставки",
    ]);
    expect(fields(deliveryProblems(body({ shipmentId: 45 }).delivery, true))).toEqual([
      "delivery.shipmentId: Неизвестный способ доставки",
    ]);
  });

  it("needs a known city, street, building and interval for a courier", () => {
    expect(deliveryProblems(body().delivery, true)).toEqual([]);
    expect(
      fields(
        deliveryProblems(
          body({ shipmentId: 42, properties: { city: " ", cityId: "", street: "", building: " ", intervalId: "" } })
            .delivery,
          false,
        ),
      ),
    ).toEqual([
      "delivery.city: Укажите город",
      "delivery.street: Укажите улицу",
      "delivery.building: Укажите дом",
      "delivery.intervalId: Выберите интервал доставки",
    ]);
    expect(fields(deliveryProblems(body({ properties: { city: "Атлантида", cityId: "" } }).delivery, false))).toEqual([
      "delivery.city: Неизвестный город",
    ]);
  });

  it("needs the point and a day for a pickup point, the shop for shop pickup", () => {
    expect(
      fields(
        deliveryProblems(body({ shipmentId: SHIPMENT.pickupPoint, properties: { intervalId: "" } }).delivery, true),
      ),
    ).toEqual(["delivery.pickupPointId: Выберите пункт выдачи", "delivery.intervalId: Выберите день получения"]);
    for (const shipmentId of SHIPMENT.store) {
      expect(fields(deliveryProblems(body({ shipmentId }).delivery, true))).toEqual([
        "delivery.storeId: Выберите магазин",
      ]);
      expect(deliveryProblems(body({ shipmentId, properties: { storeId: "101" } }).delivery, true)).toEqual([]);
    }
  });

  it("agrees with the storefront's rule for a city the upstream knows", () => {
    const values = [" ", "x"];
    const base = body().delivery;
    for (const shipmentId of [null, 40, ...SHIPMENT.courier, SHIPMENT.pickupPoint, ...SHIPMENT.store]) {
      for (const city of values) {
        for (const street of values) {
          for (const building of values) {
            for (const intervalId of values) {
              for (const pickupPointId of values) {
                for (const storeId of values) {
                  const properties = { city, cityId: city, street, building, intervalId, pickupPointId, storeId };
                  const complete =
                    deliveryProblems({ ...base, shipmentId, properties: { ...base.properties, ...properties } }, true)
                      .length === 0;
                  expect(complete).toBe(isDeliveryComplete({ shipmentId, ...properties }));
                }
              }
            }
          }
        }
      }
    }
  });
});

describe("a save's completeness", () => {
  it("lists the customer, delivery, payment and basket problems in that order", () => {
    expect(
      fields(
        incompleteness(body({ customer: { name: "" }, shipmentId: null, paymentId: null }), USER, {
          cityKnown: true,
          basketEmpty: true,
        }),
      ),
    ).toEqual([
      "customer.name: Укажите имя",
      "delivery.shipmentId: Выберите способ доставки",
      "payment: Выберите способ оплаты",
      "basket: Корзина пуста",
    ]);
    expect(incompleteness(body(), USER, { cityKnown: true, basketEmpty: false })).toEqual([]);
  });
});
