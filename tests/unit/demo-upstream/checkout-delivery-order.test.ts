import { describe, expect, it } from "vitest";
import { economySlots, pickupDays } from "../../../server/demo-upstream/checkout/calendar";
import { orderDelivery } from "../../../server/demo-upstream/checkout/delivery/order-delivery";
import { delivery, MORNING, moscowShopTimes, POINT, STORE } from "./support/checkout-delivery";

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
        storePickup: null,
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
        storePickup: null,
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
        storePickup: null,
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
        storePickup: moscowShopTimes(MORNING).nextDay,
      }),
    ).toEqual({
      address: "Москва, LOVE STORE, ТЦ «Европейский», пл. Киевского Вокзала, 2",
      interval: "с 11.09.2025, 10:00",
    });
    expect(
      orderDelivery({
        shipmentId: 46,
        cityName: "Москва",
        properties,
        slot: null,
        pickupPoint: null,
        store: STORE,
        storePickup: moscowShopTimes(MORNING).sameDay,
      }).interval,
    ).toBe("с 10.09.2025, 12:00");
  });
});
