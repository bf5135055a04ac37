import { describe, expect, it } from "vitest";
import { SHIPMENT } from "../../../app/contract/ids";
import { isCustomerComplete, isDeliveryComplete } from "../../../app/domain/checkout";
import type { BasketLine } from "../../../app/contract/basket";
import type { ShipmentId } from "../../../server/upstream/account/order-vocabulary";
import type { Computation } from "../../../server/upstream/checkout/calculation";
import type { DeliverySystem } from "../../../server/upstream/checkout/delivery/systems";
import { emptyInput, type SaveBody } from "../../../server/upstream/checkout/input";
import {
  customerProblems,
  deliveryProblems,
  incompleteness,
} from "../../../server/upstream/checkout/saving/completeness";
import { notOffered } from "../../../server/upstream/checkout/saving/offered-options";
import { shortages } from "../../../server/upstream/checkout/saving/shortages";

const USER = 7;
const CUSTOMER: SaveBody["customer"] = {
  id: USER,
  name: "Ольга",
  lastName: "Петрова",
  secondName: "-",
  email: "olga@example.ru",
  phone: "+79161234567",
};
const fields = (problems: { field?: string; message: string }[]) =>
  problems.map((problem) => `${problem.field}: ${problem.message}`);

function body(
  patch: {
    customer?: Partial<SaveBody["customer"]>;
    shipmentId?: number | null;
    properties?: Partial<SaveBody["delivery"]["properties"]>;
    paymentId?: number | null;
  } = {},
): SaveBody {
  const input = emptyInput({ code: "moscow", name: "Москва", region: "Москва" });
  return {
    ...input,
    customer: { ...CUSTOMER, ...patch.customer },
    delivery: {
      ...input.delivery,
      shipmentId: patch.shipmentId === undefined ? 41 : patch.shipmentId,
      properties: {
        ...input.delivery.properties,
        street: "ул. Арбат",
        building: "7",
        intervalId: "2025-09-11/10-14",
        ...patch.properties,
      },
    },
    payment: { id: patch.paymentId === undefined ? 1 : patch.paymentId },
    metrics: { deviceId: "", partnerUserId: "" },
    returnUrl: "http://shop.test",
  };
}

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
      "customer.email: Укажите e-mail",
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

const line = (offerId: number, patch: Partial<BasketLine> = {}) =>
  ({
    id: offerId,
    offerId,
    productId: offerId,
    name: `Товар ${offerId}`,
    size: "M",
    quantity: 1,
    delay: false,
    available: true,
    ...patch,
  }) as BasketLine;

/** A calculation with only what the checks read. */
function computation(patch: {
  active?: BasketLine[];
  products?: BasketLine[];
  online?: [number, number][];
  stores?: [number, [number, number][]][];
  delivery?: Partial<Computation["delivery"]>;
  storeIds?: string[];
  paymentIds?: number[];
}): Computation {
  const active = patch.active ?? [];
  return {
    state: {
      basket: { activeProducts: active, products: patch.products ?? active },
      stores: (patch.storeIds ?? []).map((id) => ({ id })),
      paymentMethods: (patch.paymentIds ?? [1]).map((id) => ({ id })),
    },
    cityStores: (patch.storeIds ?? []).map((id) => ({ id: Number(id) })),
    stock: {
      online: new Map(patch.online ?? []),
      stores: new Map((patch.stores ?? []).map(([id, rows]) => [id, new Map(rows)])),
    },
    delivery: { system: null, variant: null, slot: null, pickupPoint: null, ...patch.delivery },
    deliveryRequired: true,
  } as unknown as Computation;
}

describe("stock shortages", () => {
  it("reports first the lines last seen that have sold out since", () => {
    const soldOut = line(2, { available: false });
    const result = shortages(
      computation({
        active: [line(1)],
        products: [line(1), soldOut, line(3, { available: false, delay: true })],
        online: [],
      }),
      body(),
      [
        [2, 1],
        [3, 1],
      ],
    );
    expect(result).toEqual([{ message: "Товар закончился: Товар 2, размер M", code: "out_of_stock", field: "basket" }]);
  });

  it("checks the warehouse for delivery, the chosen shop's shelf for shop pickup", () => {
    const lines = [line(1, { quantity: 2 }), line(2)];
    expect(
      fields(
        shortages(
          computation({
            active: lines,
            online: [
              [1, 1],
              [2, 5],
            ],
          }),
          body(),
          null,
        ),
      ),
    ).toEqual(["basket: Товар закончился: Товар 1, размер M"]);
    const inShop = computation({
      active: lines,
      online: [],
      stores: [
        [
          101,
          [
            [1, 2],
            [2, 1],
          ],
        ],
      ],
      storeIds: ["101"],
    });
    expect(shortages(inShop, body({ shipmentId: 44, properties: { storeId: "101" } }), null)).toEqual([]);
    expect(
      shortages(
        computation({ active: lines, storeIds: ["101", "102"] }),
        body({ shipmentId: 46, properties: { storeId: "102" } }),
        null,
      ),
    ).toHaveLength(2);
  });

  it("leaves a shop not in the city to the offered-options check", () => {
    expect(
      shortages(
        computation({ active: [line(1)], storeIds: ["101"] }),
        body({ shipmentId: 44, properties: { storeId: "999" } }),
        null,
      ),
    ).toEqual([]);
  });
});

describe("offered options", () => {
  const system = (id: ShipmentId): DeliverySystem => ({ id, description: "", variants: [] });

  it("needs an offered shipment", () => {
    expect(fields(notOffered(computation({}), body()))).toEqual([
      "delivery.shipmentId: Этот способ доставки недоступен для вашего заказа",
    ]);
  });

  it("needs an offered slot, pickup point, shop and payment", () => {
    expect(fields(notOffered(computation({ delivery: { system: system(41) } }), body({ paymentId: 2 })))).toEqual([
      "delivery.intervalId: Выберите интервал доставки из списка",
      "payment: Этот способ оплаты недоступен для вашего заказа",
    ]);
    expect(fields(notOffered(computation({ delivery: { system: system(43) } }), body({ shipmentId: 43 })))).toEqual([
      "delivery.pickupPointId: Пункт выдачи не найден",
      "delivery.intervalId: Выберите день получения из списка",
    ]);
    expect(
      fields(
        notOffered(
          computation({ delivery: { system: system(44) }, storeIds: ["101"] }),
          body({ shipmentId: 44, properties: { storeId: "102" } }),
        ),
      ),
    ).toEqual(["delivery.storeId: Магазин не найден в этом городе"]);
    expect(
      notOffered(
        computation({ delivery: { system: system(46) }, storeIds: ["101"] }),
        body({ shipmentId: 46, properties: { storeId: "101" } }),
      ),
    ).toEqual([]);
  });
});
