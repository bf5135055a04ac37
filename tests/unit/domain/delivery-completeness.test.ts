import { describe, expect, it } from "vitest";
import { SHIPMENT } from "~/contract/ids";
import { isDeliveryComplete, missingDelivery } from "~/domain/checkout";

const address = { city: "Москва", street: "ул. Тверская", building: "12к1", intervalId: "2" };
const CITY = "Выберите город";
const STREET = "Укажите улицу";
const BUILDING = "Укажите дом";
const INTERVAL = "Выберите интервал доставки";
const PICKUP_DAY = "Выберите день получения";
const POINT = "Выберите пункт выдачи";
const STORE = "Выберите магазин";
const SHIPMENT_MISSING = "Выберите способ доставки";

describe("missingDelivery (spec §5)", () => {
  describe.each(SHIPMENT.courier)("courier %i", (shipmentId) => {
    it("lacks nothing with city, street, building and interval, whatever else is chosen", () => {
      expect(missingDelivery({ shipmentId, ...address })).toEqual({});
      expect(missingDelivery({ shipmentId, ...address, intervalId: 0, pickupPointId: "", storeId: "" })).toEqual({});
    });

    it.each([
      ["city", CITY],
      ["street", STREET],
      ["building", BUILDING],
      ["intervalId", INTERVAL],
    ] as const)("lacks %s when it is empty or blank", (field, message) => {
      for (const value of [undefined, "", "   "])
        expect(missingDelivery({ shipmentId, ...address, [field]: value })).toEqual({ [field]: message });
    });

    it("lacks every address field at once, in the form's order", () => {
      const missing = missingDelivery({ shipmentId, pickupPointId: "p1", storeId: "3" });
      expect(Object.entries(missing)).toEqual([
        ["city", CITY],
        ["street", STREET],
        ["building", BUILDING],
        ["intervalId", INTERVAL],
      ]);
    });
  });

  describe("pickup point 43", () => {
    const shipmentId = SHIPMENT.pickupPoint;

    it("needs the point and the day, no address", () => {
      expect(missingDelivery({ shipmentId, pickupPointId: "p1", intervalId: "2" })).toEqual({});
      expect(missingDelivery({ shipmentId, pickupPointId: 12, intervalId: 0 })).toEqual({});
    });

    it("lacks the point, the day of collection, or both", () => {
      expect(missingDelivery({ shipmentId, intervalId: "2" })).toEqual({ pickupPointId: POINT });
      expect(missingDelivery({ shipmentId, pickupPointId: "p1", intervalId: " " })).toEqual({ intervalId: PICKUP_DAY });
      expect(Object.entries(missingDelivery({ shipmentId, ...address, intervalId: null }))).toEqual([
        ["pickupPointId", POINT],
        ["intervalId", PICKUP_DAY],
      ]);
    });
  });

  describe.each(SHIPMENT.store)("shop %i", (shipmentId) => {
    it("needs the shop only", () => {
      expect(missingDelivery({ shipmentId, storeId: "3" })).toEqual({});
      expect(missingDelivery({ shipmentId, storeId: 0 })).toEqual({});
      expect(missingDelivery({ shipmentId, ...address })).toEqual({ storeId: STORE });
      expect(missingDelivery({ shipmentId, storeId: "" })).toEqual({ storeId: STORE });
    });
  });

  it.each([undefined, null, 0, 40, 45])("lacks the shipment itself for shipment id %s", (shipmentId) => {
    expect(missingDelivery({ shipmentId, ...address, pickupPointId: "p1", storeId: "3" })).toEqual({
      shipmentId: SHIPMENT_MISSING,
    });
  });

  it("is the rule isDeliveryComplete applies", () => {
    expect(isDeliveryComplete({ shipmentId: 41, ...address })).toBe(true);
    expect(isDeliveryComplete({ shipmentId: 41, ...address, building: "" })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 43, pickupPointId: "p1" })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 44, storeId: "3" })).toBe(true);
    expect(isDeliveryComplete({ shipmentId: 45, storeId: "3" })).toBe(false);
  });
});
