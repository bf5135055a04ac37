import { describe, expect, it } from "vitest";
import { EXPRESS_PRICE, SHIPMENTS } from "../../../server/demo-upstream/account/order-vocabulary";
import { economySlots, expressSlots, pickupDays } from "../../../server/demo-upstream/checkout/calendar";
import {
  offeredSystems,
  paysOnReceipt,
  storePickupFor,
  type Circumstances,
} from "../../../server/demo-upstream/checkout/delivery/systems";
import { EVENING, everywhere, MORNING, moscowShopTimes } from "./support/checkout-delivery";

const NO_SHOP = { sameDay: null, nextDay: null };

const ids = (circumstances: Partial<Circumstances>) =>
  offeredSystems({ ...everywhere, ...circumstances }).map((system) => system.id);

describe("offered delivery systems", () => {
  it("offers every shipment in a courier city with the basket online and in a shop that can hand it over today", () => {
    expect(ids({})).toEqual([41, 42, 43, 44, 46]);
  });

  it("drops same-day pickup when no shop can have the order ready before it closes", () => {
    expect(ids({ nowMs: EVENING, storePickup: moscowShopTimes(EVENING) })).toEqual([41, 42, 43, 44]);
  });

  it("needs online stock for couriers and pickup points, a stocked shop for pickup there", () => {
    expect(ids({ onlineOk: false })).toEqual([44, 46]);
    expect(ids({ storePickup: NO_SHOP })).toEqual([41, 42, 43]);
    expect(ids({ hasPickupPoints: false })).toEqual([41, 42, 44, 46]);
    expect(ids({ onlineOk: false, storePickup: NO_SHOP })).toEqual([]);
  });

  it("offers no courier in a city without courier delivery", () => {
    expect(ids({ city: { has_courier: 0, transit_days: 0 } })).toEqual([43, 44, 46]);
  });

  it("in a far city: the days on the road put off the courier's and the pickup point's days, and there is no express", () => {
    const [courier, tryOn, pickup] = offeredSystems({
      ...everywhere,
      city: { has_courier: 1, transit_days: 4 },
      storePickup: NO_SHOP,
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
    expect(store.variants[0]).toMatchObject({ price: 0, period: "Завтра с 10:00", slots: [] });
    expect(offeredSystems(everywhere)[4].variants[0]).toMatchObject({ price: 0, period: "Сегодня с 12:00", slots: [] });
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
    const times = moscowShopTimes(MORNING);
    expect(storePickupFor(44, times)).toBe(times.nextDay);
    expect(storePickupFor(46, times)).toBe(times.sameDay);
    expect(storePickupFor(43, times)).toBeNull();
  });
});
