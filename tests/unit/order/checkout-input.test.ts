import { describe, expect, it } from "vitest";
import type { CheckoutInput, OrderAnswer } from "~/contract/order";
import { OrderStateSchema } from "~/contract/order";
import { emptyInput, withoutShipment } from "~/domain/checkout-draft";
import { checkoutInputCookie, readCheckoutInput } from "~/checkout-cookie.server";
import { adoptAnswer, afterInit, inputOfAnswer, toOrderPayload } from "~/order/checkout/order-answer";

/**
 * The checkout input the storefront keeps itself, so it needs no draft from the upstream: the spec's payload out, the
 * spec's Order in, a sealed cookie between.
 */
const request = (setCookie: string) =>
  new Request("http://shop.test/order/", { headers: { Cookie: setCookie.split(";")[0] } });

const input = (patch: (input: CheckoutInput) => void = () => {}): CheckoutInput => {
  const value = emptyInput({ id: 7, name: "Анна", lastName: "Смирнова", email: "anna@example.ru", phone: "+7999" });
  Object.assign(value.delivery.properties, { city: "Москва", cityId: "moscow", storeId: "101", intervalId: "x" });
  value.delivery.shipmentId = 44;
  patch(value);
  return value;
};

const money = (value: number) => ({ value, format: `${value} ₽` });
const answer = (order: Record<string, unknown>): OrderAnswer =>
  OrderStateSchema.parse({ summary: { basket: money(1000), total: money(1000) }, ...order });

describe("the checkout cookie", () => {
  it("keeps the input between requests, sealed: read back as it was, unreadable once changed", () => {
    const kept = input((value) => (value.certificate = [{ number: "1234-5678-9012-3456", code: "secret" }]));
    const cookie = checkoutInputCookie(kept);
    expect(cookie).toMatch(/^checkout=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    // Encrypted: the certificate's code is not in it.
    expect(cookie).not.toContain("secret");
    expect(Buffer.from(cookie.split(";")[0].slice("checkout=".length), "base64url").toString()).not.toContain("secret");
    expect(readCheckoutInput(request(cookie))).toEqual(kept);
    const value = cookie.split(";")[0];
    const tampered = `${value.slice(0, -2)}${value.endsWith("A") ? "B" : "A"}${value.slice(-1)}`;
    expect(readCheckoutInput(request(tampered))).toBeNull();
    expect(readCheckoutInput(new Request("http://shop.test/"))).toBeNull();
  });

  it("spec §4: the order state starts over (the last product gone) — the cookie is removed", () => {
    const cleared = checkoutInputCookie(null);
    expect(cleared).toMatch(/^checkout=; Max-Age=0; /);
    expect(readCheckoutInput(request(cleared))).toBeNull();
  });

  it("spec §4: any other basket change keeps it without shipment, store, pickup point and interval", () => {
    const kept = readCheckoutInput(request(checkoutInputCookie(withoutShipment(input()))));
    expect(kept?.delivery).toMatchObject({
      shipmentId: null,
      properties: { city: "Москва", storeId: "", pickupPointId: "", intervalId: "" },
    });
  });
});

describe("the spec's payload and Order", () => {
  it("sends the shipment as delivery.shipment { id, code, price, name }, its code the service level", () => {
    const systems = answer({
      deliverySystems: [
        {
          id: 41,
          name: "Курьер",
          price: money(299),
          variants: [
            { serviceLevelTypeCode: "economy", price: money(299), intervalId: null },
            { serviceLevelTypeCode: "express", price: money(690), intervalId: null },
          ],
        },
      ],
    }).deliverySystems;
    const courier = input((value) => {
      value.delivery.shipmentId = 41;
      value.delivery.serviceLevelTypeCode = "express";
    });
    const payload = toOrderPayload(courier, systems);
    expect(payload.delivery).toEqual({
      properties: courier.delivery.properties,
      shipment: { id: 41, code: "express", price: 690, name: "Курьер" },
    });
    expect(payload.delivery).not.toHaveProperty("shipmentId");
    expect(toOrderPayload(input((value) => (value.delivery.shipmentId = null))).delivery.shipment).toBeNull();
  });

  it("takes a calculation: its shipment, the coupon and certificates it applied (by their digits), its bonuses", () => {
    const sent = input((value) => {
      value.coupon = "NOPE";
      value.loyalty = { active: true, pay: 5000 };
      value.certificate = [
        { number: "1234 5678 9012 3456", code: "1" },
        { number: "9999-9999-9999-9999", code: "2" },
      ];
    });
    const taken = adoptAnswer(
      sent,
      answer({
        delivery: { shipment: { id: 44, code: "economy", price: 0, name: "Самовывоз" } },
        deliverySystems: [{ id: 44 }],
        isCouponApplied: false,
        bonus: { active: true, pay: 300 },
        certificate: [{ number: "1234-5678-9012-3456", amount: money(500) }],
      }),
    );
    expect(taken.delivery.shipmentId).toBe(44);
    expect(taken.coupon).toBe("");
    expect(taken.loyalty).toEqual({ active: true, pay: 300 });
    expect(taken.certificate).toEqual([{ number: "1234-5678-9012-3456", code: "1" }]);
  });

  it("an init: nothing chosen, the city's region, the default profile of the same city", () => {
    const init = answer({
      customer: { name: "Анна" },
      delivery: { properties: { city: "Москва", cityId: "moscow", cityDetail: "Москва" }, shipment: null },
      defaultProfile: { values: { cityId: "moscow", street: "ул. Тверская", building: "12", apartment: "45" } },
    });
    const started = afterInit(input(), init);
    expect(started.delivery.shipmentId).toBeNull();
    expect(started.delivery.properties).toMatchObject({
      cityDetail: "Москва",
      storeId: "",
      intervalId: "",
      street: "ул. Тверская",
      building: "12",
      apartment: "45",
    });
    const elsewhere = afterInit(
      input((value) => Object.assign(value.delivery.properties, { city: "Казань", cityId: "kazan" })),
      init,
    );
    expect(elsewhere.delivery.properties).toMatchObject({ cityDetail: "", street: "" });
    expect(inputOfAnswer(init).delivery.properties).toMatchObject({ city: "Москва", cityId: "moscow" });
    expect(inputOfAnswer(init).customer.name).toBe("Анна");
  });
});
