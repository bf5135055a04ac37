import { describe, expect, it } from "vitest";
import { DEFAULT_SERVICE_LEVEL, PAYMENT, SHIPMENT, shipmentKind } from "~/contract/ids";
import { isCertificatePayment, isCustomerComplete, isDeliveryComplete, isFastPayment } from "~/domain/checkout";

describe("constants", () => {
  it("match spec §9", () => {
    expect(SHIPMENT).toEqual({ courier: [41, 42], pickupPoint: 43, store: [44, 46] });
    expect(PAYMENT).toEqual({ certificate: 10, fast: [8, 17], onReceipt: 2 });
    expect(DEFAULT_SERVICE_LEVEL).toBe("economy");
  });
});

describe("isCustomerComplete", () => {
  const full = { id: 7, name: "Анна", lastName: "Иванова", email: "a@b.ru", phone: "+79123456789" };

  it("accepts a signed-in customer with all fields", () => {
    expect(isCustomerComplete(full)).toBe(true);
  });

  it("requires a signed-in user", () => {
    expect(isCustomerComplete({ ...full, id: 0 })).toBe(false);
    expect(isCustomerComplete({ ...full, id: -1 })).toBe(false);
    expect(isCustomerComplete({ ...full, id: Number.NaN })).toBe(false);
  });

  it.each(["name", "lastName", "email", "phone"] as const)("requires %s with 3+ characters after trimming", (field) => {
    expect(isCustomerComplete({ ...full, [field]: undefined })).toBe(false);
    expect(isCustomerComplete({ ...full, [field]: "" })).toBe(false);
    expect(isCustomerComplete({ ...full, [field]: "ab" })).toBe(false);
    expect(isCustomerComplete({ ...full, [field]: "  ab  " })).toBe(false);
    expect(isCustomerComplete({ ...full, [field]: "   " })).toBe(false);
    expect(isCustomerComplete({ ...full, [field]: "abc" })).toBe(true);
    expect(isCustomerComplete({ ...full, [field]: " Яна " })).toBe(true);
  });
});

describe("isDeliveryComplete", () => {
  const address = { city: "Москва", street: "Тверская", building: "1", intervalId: "10-14" };

  it.each([41, 42])("courier %i needs city, street, building and interval", (shipmentId) => {
    expect(isDeliveryComplete({ shipmentId, ...address })).toBe(true);
    expect(isDeliveryComplete({ shipmentId, ...address, intervalId: 3 })).toBe(true);
    expect(isDeliveryComplete({ shipmentId, ...address, intervalId: 0 })).toBe(true);
    for (const field of ["city", "street", "building"] as const) {
      expect(isDeliveryComplete({ shipmentId, ...address, [field]: undefined })).toBe(false);
      expect(isDeliveryComplete({ shipmentId, ...address, [field]: "  " })).toBe(false);
    }
    expect(isDeliveryComplete({ shipmentId, ...address, intervalId: null })).toBe(false);
    expect(isDeliveryComplete({ shipmentId, ...address, intervalId: "" })).toBe(false);
    expect(isDeliveryComplete({ shipmentId, ...address, intervalId: undefined })).toBe(false);
  });

  it("courier ignores pickup point and store", () => {
    expect(isDeliveryComplete({ shipmentId: 41, pickupPointId: 5, storeId: 3 })).toBe(false);
  });

  it("pickup point 43 needs the point and an interval", () => {
    expect(isDeliveryComplete({ shipmentId: 43, pickupPointId: "PVZ-1", intervalId: 2 })).toBe(true);
    expect(isDeliveryComplete({ shipmentId: 43, pickupPointId: 12, intervalId: "a" })).toBe(true);
    expect(isDeliveryComplete({ shipmentId: 43, pickupPointId: "PVZ-1" })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 43, intervalId: 2 })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 43, pickupPointId: null, intervalId: 2 })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 43, ...address })).toBe(false);
  });

  it.each([44, 46])("store %i needs the store only", (shipmentId) => {
    expect(isDeliveryComplete({ shipmentId, storeId: 3 })).toBe(true);
    expect(isDeliveryComplete({ shipmentId, storeId: "msk-1" })).toBe(true);
    expect(isDeliveryComplete({ shipmentId })).toBe(false);
    expect(isDeliveryComplete({ shipmentId, storeId: "" })).toBe(false);
    expect(isDeliveryComplete({ shipmentId, storeId: null, ...address })).toBe(false);
  });

  it("is incomplete without a known shipment", () => {
    expect(isDeliveryComplete({})).toBe(false);
    expect(isDeliveryComplete({ shipmentId: null, ...address })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 45, storeId: 1 })).toBe(false);
    expect(isDeliveryComplete({ shipmentId: 0, ...address })).toBe(false);
  });
});

describe("shipmentKind", () => {
  it("classifies ids", () => {
    expect([41, 42, 43, 44, 46, 45, 0, null, undefined].map(shipmentKind)).toEqual([
      "courier",
      "courier",
      "pickupPoint",
      "store",
      "store",
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("payments", () => {
  it("recognises certificate and fast payment", () => {
    expect(isCertificatePayment(10)).toBe(true);
    expect(isCertificatePayment(8)).toBe(false);
    expect(isCertificatePayment(null)).toBe(false);
    expect(isFastPayment(8)).toBe(true);
    expect(isFastPayment(17)).toBe(true);
    expect(isFastPayment(10)).toBe(false);
    expect(isFastPayment(undefined)).toBe(false);
  });
});
