import { beforeAll, describe, expect, it } from "vitest";
import { AddressSuggestSchema } from "../../../app/contract/order";
import {
  ANNA,
  calculate,
  freshUser,
  guest,
  init,
  save,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { call, login } from "./helpers";

withCheckoutUpstream();

let anna: string;
beforeAll(async () => {
  anna = await login(upstream, ANNA);
});

describe("tokens", () => {
  it("needs a token for the order and a user token to save; keeps no draft to read (GET /api/order is gone)", async () => {
    expect((await call(upstream, "/api/order/init", { body: { city: "moscow" } })).status).toBe(401);
    expect((await call(upstream, "/api/order/calculate", { body: {} })).status).toBe(401);
    const token = await guest();
    expect((await call(upstream, "/api/order", { token })).status).toBe(404);
    const { data } = await init(token);
    expect(data.input.customer).toMatchObject({ id: 0, name: "", secondName: "-" });
    expect(data.input.delivery.properties).toMatchObject({ city: "Москва", cityId: "moscow" });
    expect(data.bonus).toMatchObject({
      active: false,
      pay: 0,
      balance: 0,
      messages: ["Оформите Love Card, чтобы копить бонусы"],
    });
    const saved = await save(token, data.input);
    expect(saved.status).toBe(401);
    expect(saved.errors[0].message).toMatch(/^Требуется авторизация/);
  });

  it("validates the bodies with Russian messages", async () => {
    const token = await guest();
    const noCity = await call(upstream, "/api/order/init", { token, body: {} });
    expect(noCity.status).toBe(400);
    expect(noCity.errors[0]).toMatchObject({ field: "city", message: "Укажите город" });
    const unknown = await call(upstream, "/api/order/init", { token, body: { city: "atlantis" } });
    expect(unknown.errors[0]).toMatchObject({ field: "city", message: "Неизвестный город" });
    const badPay = await call(upstream, "/api/order/calculate", {
      token,
      body: { loyalty: { active: true, pay: "много" } },
    });
    expect(badPay.status).toBe(400);
    expect(badPay.errors[0]).toMatchObject({ field: "loyalty.pay", message: "Ожидается целое число" });
  });
});

describe("init", () => {
  it("prefills the customer and applies the default delivery profile of the city", async () => {
    const { data } = await init(anna);
    expect(data.input.customer).toEqual({
      id: 1,
      name: "Анна",
      lastName: "Смирнова",
      secondName: "-",
      email: "anna.smirnova@example.ru",
      phone: ANNA,
    });
    expect(data.defaultProfile).toEqual({
      values: { city: "Москва", cityId: "moscow", street: "ул. Тверская", building: "12", apartment: "45" },
    });
    expect(data.input.delivery.properties).toMatchObject({
      city: "Москва",
      cityId: "moscow",
      street: "ул. Тверская",
      building: "12",
      apartment: "45",
    });
    expect(data.input.delivery.properties.streetId).not.toBe("");
    expect(data.input.delivery.shipmentId).toBeNull();
  });

  it("answers no shipment or store whatever was calculated before, and no address of another city", async () => {
    const { data: started } = await init(anna);
    const input = structuredClone(started.input);
    Object.assign(input.delivery, { shipmentId: 44 });
    input.delivery.properties.storeId = "101";
    await calculate(anna, input);
    const { data: again } = await init(anna);
    expect(again.input.delivery.shipmentId).toBeNull();
    expect(again.delivery?.shipment).toBeNull();
    expect(again.input.delivery.properties.storeId).toBe("");

    const { data: kazan } = await init(anna, "KAZAN");
    expect(kazan.defaultProfile).toBeNull();
    expect(kazan.input.delivery.properties).toMatchObject({
      city: "Казань",
      cityId: "kazan",
      street: "",
      building: "",
      apartment: "",
    });
    // The region of the city comes with an init (a calculation takes the city as sent).
    expect(kazan.input.delivery.properties.cityDetail).toBe("Республика Татарстан");
  });

  it("starts an empty order in Moscow (the default city) with the user's profile", async () => {
    const token = await freshUser();
    const { data } = await init(token);
    expect(data.input.customer.id).toBeGreaterThan(0);
    expect(data.input.delivery.properties.cityId).toBe("moscow");
    expect(data.defaultProfile).toBeNull();
    expect(data.basket.activeProducts).toEqual([]);
    expect(data.summary.total.value).toBe(0);
  });
});

describe("addresses (cities: city-search.test.ts)", () => {
  it("suggests streets and buildings", async () => {
    const suggest = async (query: string) =>
      (await call(upstream, `/address?${query}`, { schema: AddressSuggestSchema })).data.items;
    const streets = await suggest(`type=street&cityId=moscow&name=${encodeURIComponent("тве")}`);
    expect(streets[0].name).toBe("ул. Тверская");
    expect(
      (await suggest(`type=street&cityId=kazan&name=${encodeURIComponent("кремлев")}`)).map((item) => item.name),
    ).toEqual(["ул. Кремлёвская"]);
    expect((await suggest(`type=street&cityId=moscow&name=${encodeURIComponent("а")}`)).length).toBe(10);
    const buildings = await suggest(`type=building&streetId=${streets[0].id}&name=1`);
    expect(buildings.map((item) => item.name)).toContain("12");
    expect(buildings.every((item) => item.name.includes("1"))).toBe(true);
    expect(buildings.length).toBeLessThanOrEqual(10);

    expect((await call(upstream, "/address?type=street&cityId=atlantis&name=a")).errors[0]).toMatchObject({
      field: "cityId",
      message: "Неизвестный город",
    });
    expect((await call(upstream, "/address?type=planet&name=a")).status).toBe(400);
    expect((await call(upstream, "/address?type=building&name=1")).errors[0]).toMatchObject({ field: "streetId" });
  });

  it("lists a chosen street's house numbers without a query, the same every time; `house` is `building`", async () => {
    const suggest = async (query: string) =>
      (await call(upstream, `/address?${query}`, { schema: AddressSuggestSchema })).data.items;
    const [street] = await suggest(`type=street&cityId=moscow&name=${encodeURIComponent("тверская")}`);
    const houses = await suggest(`type=building&streetId=${street.id}&name=`);
    expect(houses.length).toBeGreaterThanOrEqual(8);
    expect(houses.map((item) => item.name)).toContain("12");
    expect(await suggest(`type=building&streetId=${street.id}`)).toEqual(houses);
    expect(await suggest(`type=house&streetId=${street.id}&name=`)).toEqual(houses);
    expect(await suggest(`type=house&streetId=${street.id}&name=1`)).toEqual(
      await suggest(`type=building&streetId=${street.id}&name=1`),
    );
    expect((await call(upstream, "/address?type=house&streetId=999999999")).errors[0]).toMatchObject({
      field: "streetId",
      message: "Неизвестная улица",
    });
  });
});
