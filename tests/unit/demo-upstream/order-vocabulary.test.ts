import { describe, expect, it } from "vitest";
import { PAYMENT, SHIPMENT, shipmentKind } from "../../../app/contract/ids";
import {
  deliveryPrice,
  EXPRESS_PRICE,
  FREE_DELIVERY_FROM,
  isOnlinePayment,
  ONLINE_PAYMENTS,
  PAYMENTS,
  SHIPMENT_IDS,
  SHIPMENTS,
} from "../../../server/demo-upstream/account/order-vocabulary";

describe("order vocabulary", () => {
  it("names exactly the shipments the storefront's SHIPMENT knows, in offer order", () => {
    expect(SHIPMENT_IDS).toEqual([...SHIPMENT.courier, SHIPMENT.pickupPoint, ...SHIPMENT.store]);
    expect(Object.keys(SHIPMENTS).map(Number).sort()).toEqual([...SHIPMENT_IDS].sort());
    for (const id of SHIPMENT_IDS) expect(shipmentKind(id)).not.toBeNull();
  });

  it("has the storefront's certificate and fast payments, and pays card and fast payment online", () => {
    expect(PAYMENTS[PAYMENT.certificate]).toBeDefined();
    for (const id of PAYMENT.fast) expect(PAYMENTS[id]).toBeDefined();
    expect(ONLINE_PAYMENTS).toEqual([1, 8, 17]);
    expect([1, 2, 8, 10, 17].filter(isOnlinePayment)).toEqual([1, 8, 17]);
  });

  it("prices delivery: free from the threshold, express never", () => {
    expect(deliveryPrice(41, FREE_DELIVERY_FROM - 1)).toBe(SHIPMENTS[41].price);
    expect(deliveryPrice(41, FREE_DELIVERY_FROM)).toBe(0);
    expect(deliveryPrice(43, 100)).toBe(SHIPMENTS[43].price);
    expect(deliveryPrice(41, 100_000, true)).toBe(EXPRESS_PRICE);
  });
});
