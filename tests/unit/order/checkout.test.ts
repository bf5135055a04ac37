import { describe, expect, it } from "vitest";
import { applyForm, CheckoutFormSchema } from "~/order/checkout/checkout-form";
import { checkoutErrors, formField } from "~/order/checkout/completeness";
import { addressReady, emptyInput, withAddress, withCity, withoutShipment } from "~/domain/checkout-draft";
import type { CheckoutInput } from "~/contract/order";
import { missingDelivery } from "~/domain/checkout";
import { CONTACT_MESSAGES } from "~/forms/contact-fields";

const customer = { id: 7, name: "Анна", lastName: "Смирнова", email: "anna@example.ru", phone: "+79990000001" };
const courier = (patch: Partial<CheckoutInput["delivery"]["properties"]> = {}): CheckoutInput => {
  const input = emptyInput(customer);
  return {
    ...input,
    payment: { id: 1 },
    delivery: {
      ...input.delivery,
      shipmentId: 41,
      properties: {
        ...input.delivery.properties,
        city: "Москва",
        cityId: "moscow",
        street: "ул. Тверская",
        building: "1",
        intervalId: "2",
        ...patch,
      },
    },
  };
};
const form = (fields: Record<string, string>) => CheckoutFormSchema.parse({ intent: "calculate", ...fields });

describe("spec §4 order state transitions", () => {
  it("an empty draft sends secondName '-' and the economy service level", () => {
    const input = emptyInput();
    expect(input.customer.secondName).toBe("-");
    expect(input.delivery.serviceLevelTypeCode).toBe("economy");
  });

  it("changing the city clears street, building, apartment, interval and shipment", () => {
    const next = withCity(
      { ...courier({ apartment: "5", streetId: "s1", buildingId: "b1" }) },
      { name: "Казань", id: "kazan" },
    );
    expect(next.delivery.shipmentId).toBeNull();
    expect(next.delivery.properties).toMatchObject({
      city: "Казань",
      cityId: "kazan",
      street: "",
      streetId: "",
      building: "",
      buildingId: "",
      apartment: "",
      intervalId: "",
    });
  });

  it("choosing the same city again changes nothing", () => {
    const input = courier();
    expect(withCity(input, { name: "Москва", id: "moscow" })).toBe(input);
  });

  it("a basket change clears store and shipment", () => {
    const input = {
      ...courier(),
      delivery: {
        ...courier().delivery,
        shipmentId: 44,
        properties: { ...courier().delivery.properties, storeId: "12" },
      },
    };
    const next = withoutShipment(input);
    expect(next.delivery.shipmentId).toBeNull();
    expect(next.delivery.properties.storeId).toBe("");
    expect(next.delivery.properties.street).toBe("ул. Тверская");
  });

  it("recalculates on street or building only once city, street and building are all chosen", () => {
    expect(addressReady({ city: "Москва", street: "ул. Тверская", building: "1" })).toBe(true);
    expect(addressReady({ city: "Москва", street: "ул. Тверская", building: " " })).toBe(false);
    expect(addressReady({ city: "", street: "ул. Тверская", building: "1" })).toBe(false);
  });

  it("a new street keeps the building the form still shows and drops the stale ids", () => {
    const next = withAddress(courier({ streetId: "s1", buildingId: "b1" }), {
      street: "Невский пр.",
      streetId: "",
      building: "1",
      buildingId: "",
      apartment: "",
    });
    expect(next.delivery.properties).toMatchObject({
      street: "Невский пр.",
      streetId: "",
      building: "1",
      buildingId: "",
    });
  });

  it("keeps every address field whole, whatever was stored before (a stale draft cannot cut what was typed)", () => {
    const stale = courier({ street: "у", building: "", apartment: "" });
    const next = withAddress(stale, {
      street: "ул. Тверская",
      streetId: "",
      building: "12к1",
      buildingId: "",
      apartment: "кв. 45, офис 3",
    });
    expect(next.delivery.properties).toMatchObject({
      street: "ул. Тверская",
      building: "12к1",
      apartment: "кв. 45, офис 3",
    });
  });
});

describe("spec §5 completeness", () => {
  it("is complete for a courier order with city, street, building and interval", () => {
    expect(checkoutErrors(courier())).toEqual({});
  });

  it.each([
    ["building", { building: "" }, "building"],
    ["street", { street: "" }, "street"],
    ["interval", { intervalId: "" }, "intervalId"],
  ] as const)("courier without %s is incomplete", (_, patch, field) => {
    expect(Object.keys(checkoutErrors(courier(patch)))).toEqual([field]);
  });

  it("courier 42 follows the same rules as 41", () => {
    const input = courier({ building: "" });
    expect(Object.keys(checkoutErrors({ ...input, delivery: { ...input.delivery, shipmentId: 42 } }))).toEqual([
      "building",
    ]);
  });

  it("pickup point 43 needs the point and an interval, no address", () => {
    const base = courier({ street: "", building: "" });
    const point = { ...base, delivery: { ...base.delivery, shipmentId: 43 } };
    expect(Object.keys(checkoutErrors(point)).sort()).toEqual(["pickupPointId"]);
    expect(
      checkoutErrors({
        ...point,
        delivery: { ...point.delivery, properties: { ...point.delivery.properties, pickupPointId: "p1" } },
      }),
    ).toEqual({});
    expect(
      Object.keys(
        checkoutErrors({
          ...point,
          delivery: {
            ...point.delivery,
            properties: { ...point.delivery.properties, pickupPointId: "p1", intervalId: "" },
          },
        }),
      ),
    ).toEqual(["intervalId"]);
  });

  it.each([44, 46])("store %i needs a store only", (shipmentId) => {
    const base = courier({ street: "", building: "", intervalId: "" });
    const store = { ...base, delivery: { ...base.delivery, shipmentId } };
    expect(Object.keys(checkoutErrors(store))).toEqual(["storeId"]);
    expect(
      checkoutErrors({
        ...store,
        delivery: { ...store.delivery, properties: { ...store.delivery.properties, storeId: "3" } },
      }),
    ).toEqual({});
  });

  it("the customer must be logged in and give name, last name, email and phone of 3+ characters", () => {
    const guest = { ...courier(), customer: { ...courier().customer, id: 0 } };
    expect(checkoutErrors(guest)).toHaveProperty("form");
    const short = { ...courier(), customer: { ...courier().customer, name: " Ан ", phone: "" } };
    expect(Object.keys(checkoutErrors(short)).sort()).toEqual(["name", "phone"]);
  });

  it("says of the e-mail and the phone what every form says", () => {
    const withCustomer = (patch: Partial<CheckoutInput["customer"]>) => ({
      ...courier(),
      customer: { ...courier().customer, ...patch },
    });
    expect(checkoutErrors(withCustomer({ email: " ", phone: "" }))).toEqual({
      email: CONTACT_MESSAGES.emailMissing,
      phone: CONTACT_MESSAGES.phoneMissing,
    });
    expect(checkoutErrors(withCustomer({ email: "olga@example", phone: "12345" }))).toEqual({
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
    });
    expect(checkoutErrors(withCustomer({ email: "Olga@Example.ru", phone: "+7 (912) 345-67-89" }))).toEqual({});
  });

  it("tells the missing delivery fields with the domain rule's messages", () => {
    expect(checkoutErrors(courier({ city: "", intervalId: "" }))).toEqual(
      missingDelivery({ shipmentId: 41, city: "", street: "ул. Тверская", building: "1", intervalId: "" }),
    );
    expect(checkoutErrors(courier({ city: "" }))).toEqual({ city: "Выберите город" });
  });

  it("needs a shipment and a payment method", () => {
    const input = courier();
    expect(Object.keys(checkoutErrors({ ...input, delivery: { ...input.delivery, shipmentId: null } }))).toEqual([
      "shipmentId",
    ]);
    expect(Object.keys(checkoutErrors({ ...input, payment: { id: null } }))).toEqual(["paymentId"]);
  });

  it("maps upstream field names onto the form", () => {
    expect(formField("delivery.building")).toBe("building");
    expect(formField("customer.email")).toBe("email");
    expect(formField("payment")).toBe("paymentId");
    // A line past the units of one size its customer's unpaid orders may hold: the form's own message, in the summary.
    expect(formField("basket")).toBe("form");
    expect(formField("something.else")).toBe("form");
  });
});

describe("applyForm", () => {
  it("keeps what the form did not send and takes what it did", () => {
    const next = applyForm(courier({ apartment: "5" }), form({ name: "Мария" }), 7);
    expect(next.customer.name).toBe("Мария");
    expect(next.customer.secondName).toBe("-");
    expect(next.delivery.properties.apartment).toBe("5");
  });

  it("drops interval, point and store chosen for another shipment", () => {
    const next = applyForm(courier({ pickupPointId: "p1" }), form({ shipmentId: "44", intervalId: "2" }), 7);
    expect(next.delivery.shipmentId).toBe(44);
    expect(next.delivery.properties).toMatchObject({ intervalId: "", pickupPointId: "", storeId: "" });
  });

  it("the shipment takes the place the form chose for its own kind only (every kind's places are on the page)", () => {
    const both = { pickupPointId: "p2", storeId: "3", intervalId: "2" };
    const store = applyForm(courier({ pickupPointId: "p1" }), form({ shipmentId: "44", ...both }), 7);
    expect(store.delivery.properties).toMatchObject({ storeId: "3", pickupPointId: "", intervalId: "" });
    const point = applyForm(courier(), form({ shipmentId: "43", ...both }), 7);
    expect(point.delivery.properties).toMatchObject({ pickupPointId: "p2", storeId: "", intervalId: "" });
    // The same shipment: its interval is the form's, other kinds' places stay out of the order.
    const same = applyForm(courier(), form({ shipmentId: "41", ...both, intervalId: "3" }), 7);
    expect(same.delivery.properties).toMatchObject({ pickupPointId: "", storeId: "", intervalId: "3" });
    // A submission without the delivery fields (typing saved with JavaScript) keeps the shop.
    expect(applyForm(store, form({ name: "Мария" }), 7).delivery.properties.storeId).toBe("3");
  });

  it("applies and removes a coupon and certificates", () => {
    const withCoupon = applyForm(courier(), form({ intent: "apply-coupon", coupon: "love10" }), 7);
    expect(withCoupon.coupon).toBe("LOVE10");
    expect(applyForm(withCoupon, form({ intent: "remove-coupon" }), 7).coupon).toBe("");
    const one = applyForm(
      courier(),
      form({ intent: "apply-certificate", certificateNumber: "1000-2000-3000-4001", certificateCode: "1234" }),
      7,
    );
    const two = applyForm(
      one,
      form({ intent: "apply-certificate", certificateNumber: "1000-2000-3000-4002", certificateCode: "2345" }),
      7,
    );
    expect(two.certificate.map((c) => c.number)).toEqual(["1000-2000-3000-4001", "1000-2000-3000-4002"]);
    expect(
      applyForm(
        two,
        form({ intent: "remove-certificate", certificateToRemove: "1000-2000-3000-4001" }),
        7,
      ).certificate.map((c) => c.number),
    ).toEqual(["1000-2000-3000-4002"]);
  });

  it("reads the bonus switch and amount", () => {
    expect(applyForm(courier(), form({ loyaltyActive: "on", loyaltyPay: "300" }), 7).loyalty).toEqual({
      active: true,
      pay: 300,
    });
    expect(applyForm(courier(), form({ loyaltyPay: "300" }), 7).loyalty).toEqual({ active: false, pay: 300 });
  });

  it("refuses unknown intents and odd ids", () => {
    expect(CheckoutFormSchema.safeParse({ intent: "drop" }).success).toBe(false);
    expect(CheckoutFormSchema.safeParse({ intent: "calculate", shipmentId: "4a" }).success).toBe(false);
    expect(CheckoutFormSchema.parse({ intent: "calculate", shipmentId: "" }).shipmentId).toBeUndefined();
  });
});
