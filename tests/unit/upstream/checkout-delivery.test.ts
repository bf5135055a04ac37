import { describe, expect, it } from "vitest";
import type { CheckoutInput } from "../../../app/contract/order";
import { EXPRESS_PRICE, SHIPMENTS } from "../../../server/upstream/account/order-vocabulary";
import { economySlots, expressSlots, pickupDays } from "../../../server/upstream/checkout/calendar";
import { chooseDelivery, deliverySystemsState } from "../../../server/upstream/checkout/delivery/choice";
import { orderDelivery } from "../../../server/upstream/checkout/delivery/order-delivery";
import { toPlace, type PlaceRow } from "../../../server/upstream/checkout/delivery/places";
import { linesShort } from "../../../server/upstream/checkout/delivery/stock";
import {
  offeredSystems,
  paysOnReceipt,
  storePickupOffset,
  type Circumstances,
} from "../../../server/upstream/checkout/delivery/systems";
import { distanceKm, transitDays } from "../../../server/upstream/checkout/delivery/transit";
import { emptyInput } from "../../../server/upstream/checkout/input";

/** Wednesday 10.09.2025, 10:00 in Moscow; and 20:30, after same-day pickup closes. */
const MORNING = Date.UTC(2025, 8, 10, 7, 0);
const EVENING = Date.UTC(2025, 8, 10, 17, 30);

const everywhere: Circumstances = {
  city: { has_courier: 1, transit_days: 0 },
  goods: 3000,
  onlineOk: true,
  hasPickupPoints: true,
  hasStores: true,
  nowMs: MORNING,
};
const ids = (circumstances: Partial<Circumstances>) =>
  offeredSystems({ ...everywhere, ...circumstances }).map((system) => system.id);

const POINT: PlaceRow = {
  id: 7,
  name: "Пункт выдачи СДЭК",
  address: "ул. Ленина, 5",
  schedule: "Ежедневно 09:00–21:00",
  lat: 55.7,
  lon: 37.6,
};
const STORE: PlaceRow = {
  id: 101,
  name: "LOVE STORE, ТЦ «Европейский»",
  address: "пл. Киевского Вокзала, 2",
  schedule: "Ежедневно 10:00–22:00",
  lat: 55.74,
  lon: 37.56,
};

function delivery(
  patch: Partial<CheckoutInput["delivery"]> = {},
  properties: Partial<CheckoutInput["delivery"]["properties"]> = {},
): CheckoutInput["delivery"] {
  const base = emptyInput(null).delivery;
  return { ...base, ...patch, properties: { ...base.properties, ...properties } };
}

describe("offered delivery systems", () => {
  it("offers every shipment in a courier city with the basket online and in a shop, before 19:00", () => {
    expect(ids({})).toEqual([41, 42, 43, 44, 46]);
  });

  it("drops same-day pickup after 19:00 Moscow time", () => {
    expect(ids({ nowMs: EVENING })).toEqual([41, 42, 43, 44]);
  });

  it("needs online stock for couriers and pickup points, a stocked shop for pickup there", () => {
    expect(ids({ onlineOk: false })).toEqual([44, 46]);
    expect(ids({ hasStores: false })).toEqual([41, 42, 43]);
    expect(ids({ hasPickupPoints: false })).toEqual([41, 42, 44, 46]);
    expect(ids({ onlineOk: false, hasStores: false })).toEqual([]);
  });

  it("offers no courier in a city without courier delivery", () => {
    expect(ids({ city: { has_courier: 0, transit_days: 0 } })).toEqual([43, 44, 46]);
  });

  it("in a far city: the days on the road put off the courier's and the pickup point's days, and there is no express", () => {
    const [courier, tryOn, pickup] = offeredSystems({
      ...everywhere,
      city: { has_courier: 1, transit_days: 4 },
      hasStores: false,
    });
    expect(courier.variants.map((variant) => variant.code)).toEqual(["economy"]);
    expect(courier.variants[0]).toMatchObject({ period: "Через 5–6 дней", slots: economySlots(MORNING, 4) });
    expect(courier.variants[0].slots[0].value).toBe("2025-09-15/10-14");
    expect(tryOn.variants[0].period).toBe("Через 5–6 дней");
    expect(pickup.variants[0]).toMatchObject({ period: "От 6 дней", slots: pickupDays(MORNING, 4) });
    expect(pickup.variants[0].slots[0].value).toBe("2025-09-16");
    expect(offeredSystems({ ...everywhere, city: { has_courier: 1, transit_days: 1 } })[0].variants[0].period).toBe(
      "Через 2–3 дня",
    );
  });

  it("gives courier 41 an express variant, and every variant its price, period and slots", () => {
    const [courier, tryOn, pickup, store] = offeredSystems(everywhere);
    expect(courier.variants.map((variant) => [variant.code, variant.price])).toEqual([
      ["economy", SHIPMENTS[41].price],
      ["express", EXPRESS_PRICE],
    ]);
    expect(courier.variants[0].slots).toEqual(economySlots(MORNING));
    expect(courier.variants[1].slots).toEqual(expressSlots(MORNING));
    expect(tryOn.variants.map((variant) => variant.code)).toEqual(["economy"]);
    expect(pickup.variants[0]).toMatchObject({
      price: SHIPMENTS[43].price,
      period: "От 2 дней",
      slots: pickupDays(MORNING),
    });
    expect(store.variants[0]).toMatchObject({ price: 0, period: "Завтра, после 12:00", slots: [] });
  });

  it("makes economy courier and pickup-point delivery free from 5 000 ₽ of goods, never express", () => {
    const [courier, tryOn, pickup] = offeredSystems({ ...everywhere, goods: 5000 });
    expect([
      courier.variants[0].price,
      courier.variants[1].price,
      tryOn.variants[0].price,
      pickup.variants[0].price,
    ]).toEqual([0, EXPRESS_PRICE, 0, 0]);
  });

  it("knows which shipments pay on receipt and when a shop order is ready", () => {
    expect([41, 42, 43, 44, 46].filter((id) => paysOnReceipt(id as 41))).toEqual([41, 42, 44]);
    expect(storePickupOffset(44)).toBe(1);
    expect(storePickupOffset(46)).toBe(0);
  });
});

describe("the chosen delivery", () => {
  const systems = offeredSystems(everywhere);

  it("chooses nothing without a shipment, or with one not offered", () => {
    expect(chooseDelivery(systems, delivery(), [POINT])).toMatchObject({
      system: null,
      variant: null,
      serviceLevel: "economy",
      slots: [],
      slot: null,
      price: 0,
    });
    const small = offeredSystems({ ...everywhere, city: { has_courier: 0, transit_days: 0 } });
    expect(chooseDelivery(small, delivery({ shipmentId: 41 }), []).system).toBeNull();
  });

  it("takes the requested service level, else the first, and the slot among the variant's", () => {
    const express = chooseDelivery(
      systems,
      delivery({ shipmentId: 41, serviceLevelTypeCode: "express" }, { intervalId: expressSlots(MORNING)[1].value }),
      [],
    );
    expect(express).toMatchObject({ serviceLevel: "express", price: EXPRESS_PRICE, slot: expressSlots(MORNING)[1] });
    const fallback = chooseDelivery(
      systems,
      delivery({ shipmentId: 42, serviceLevelTypeCode: "express" }, { intervalId: expressSlots(MORNING)[1].value }),
      [],
    );
    expect(fallback).toMatchObject({ serviceLevel: "economy", price: SHIPMENTS[42].price, slot: null });
    expect(fallback.slots).toEqual(economySlots(MORNING));
  });

  it("finds the pickup point by its id", () => {
    expect(chooseDelivery(systems, delivery({ shipmentId: 43 }, { pickupPointId: "7" }), [POINT]).pickupPoint).toBe(
      POINT,
    );
    expect(
      chooseDelivery(systems, delivery({ shipmentId: 43 }, { pickupPointId: "8" }), [POINT]).pickupPoint,
    ).toBeNull();
  });

  it("shows the offered systems, the chosen one with the chosen variant's period", () => {
    const choice = chooseDelivery(systems, delivery({ shipmentId: 41, serviceLevelTypeCode: "express" }), []);
    const state = deliverySystemsState(systems, choice);
    expect(state.map((system) => [system.id, system.name, system.period])).toEqual([
      [41, SHIPMENTS[41].name, "Сегодня или завтра, интервал 2 часа"],
      [42, SHIPMENTS[42].name, "Завтра или послезавтра"],
      [43, SHIPMENTS[43].name, "От 2 дней"],
      [44, SHIPMENTS[44].name, "Завтра, после 12:00"],
      [46, SHIPMENTS[46].name, "Сегодня, через 2 часа"],
    ]);
    expect(state[0].price).toEqual({ value: SHIPMENTS[41].price, format: expect.any(String) });
    expect(state[0].variants[1]).toEqual({
      serviceLevelTypeCode: "express",
      name: "Экспресс",
      price: { value: EXPRESS_PRICE, format: expect.any(String) },
      intervalId: expressSlots(MORNING)[0].value,
    });
    expect(state[3].variants[0].intervalId).toBeNull();
  });
});

describe("the saved order's delivery", () => {
  const properties = delivery({}, { street: " ул. Арбат ", building: " 7 ", apartment: " 3 " }).properties;
  const slot = economySlots(MORNING)[0];

  it("writes a courier address with the apartment when there is one, and the slot", () => {
    expect(
      orderDelivery({
        shipmentId: 41,
        cityName: "Москва",
        properties,
        slot,
        pickupPoint: null,
        store: null,
        nowMs: MORNING,
      }),
    ).toEqual({
      address: "Москва, ул. Арбат, д. 7, кв. 3",
      interval: slot.orderText,
    });
    expect(
      orderDelivery({
        shipmentId: 42,
        cityName: "Москва",
        properties: { ...properties, apartment: " " },
        slot,
        pickupPoint: null,
        store: null,
        nowMs: MORNING,
      }).address,
    ).toBe("Москва, ул. Арбат, д. 7");
  });

  it("writes the pickup point and its day, or the shop and the day it is ready", () => {
    const day = pickupDays(MORNING)[0];
    expect(
      orderDelivery({
        shipmentId: 43,
        cityName: "Москва",
        properties,
        slot: day,
        pickupPoint: POINT,
        store: null,
        nowMs: MORNING,
      }),
    ).toEqual({
      address: "Москва, Пункт выдачи СДЭК, ул. Ленина, 5",
      interval: day.orderText,
    });
    expect(
      orderDelivery({
        shipmentId: 44,
        cityName: "Москва",
        properties,
        slot: null,
        pickupPoint: null,
        store: STORE,
        nowMs: MORNING,
      }),
    ).toEqual({
      address: "Москва, LOVE STORE, ТЦ «Европейский», пл. Киевского Вокзала, 2",
      interval: "с 11.09.2025",
    });
    expect(
      orderDelivery({
        shipmentId: 46,
        cityName: "Москва",
        properties,
        slot: null,
        pickupPoint: null,
        store: STORE,
        nowMs: MORNING,
      }).interval,
    ).toBe("с 10.09.2025");
  });
});

describe("places and stock", () => {
  it("gives a place its id as a string and its coordinates", () => {
    expect(toPlace(POINT)).toEqual({
      id: "7",
      name: POINT.name,
      address: POINT.address,
      schedule: POINT.schedule,
      coordinates: [55.7, 37.6],
    });
  });

  it("finds the lines the quantities do not cover", () => {
    const lines = [
      { offerId: 1, quantity: 2 },
      { offerId: 2, quantity: 1 },
      { offerId: 3, quantity: 1 },
    ];
    expect(
      linesShort(
        new Map([
          [1, 2],
          [2, 0],
        ]),
        lines,
      ),
    ).toEqual([lines[1], lines[2]]);
    expect(linesShort(undefined, lines)).toEqual(lines);
    expect(
      linesShort(
        new Map([
          [1, 5],
          [2, 1],
          [3, 1],
        ]),
        lines,
      ),
    ).toEqual([]);
  });
});

describe("days on the road from the warehouse", () => {
  const at = (lat: number, lon: number, hasShops = false) => transitDays({ lat, lon, hasShops });

  it("measures great-circle distances", () => {
    expect(Math.round(distanceKm([55.7558, 37.6173], [59.9386, 30.3141]))).toBeGreaterThan(620);
    expect(Math.round(distanceKm([55.7558, 37.6173], [59.9386, 30.3141]))).toBeLessThan(650);
  });

  it("are none in the shop cities and near the warehouse, more the farther a city is", () => {
    expect(at(55.0302, 82.9204, true)).toBe(0); // Новосибирск has shops
    expect(at(54.1931, 37.6173)).toBe(0); // Тула
    expect(at(54.7104, 20.4522)).toBe(1); // Калининград
    expect(at(54.9885, 73.3242)).toBe(2); // Омск
    expect(at(62.0281, 129.7326)).toBe(4); // Якутск
    expect(at(43.1155, 131.8855)).toBe(6); // Владивосток
    expect(at(64.7337, 177.5089)).toBe(6); // Анадырь
  });
});
