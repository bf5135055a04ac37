import { describe, expect, it } from "vitest";
import { EXPRESS_PRICE, SHIPMENTS } from "../../../server/demo-upstream/account/order-vocabulary";
import { economySlots, expressSlots } from "../../../server/demo-upstream/checkout/calendar";
import { chooseDelivery, deliverySystemsState } from "../../../server/demo-upstream/checkout/delivery/choice";
import { offeredSystems } from "../../../server/demo-upstream/checkout/delivery/systems";
import { delivery, everywhere, MORNING, POINT } from "./support/checkout-delivery";

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
      [44, SHIPMENTS[44].name, "Завтра с 10:00"],
      [46, SHIPMENTS[46].name, "Сегодня с 12:00"],
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
