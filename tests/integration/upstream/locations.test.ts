import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import { LocationSchema, ShopsSchema } from "../../../app/contract/location";
import {
  AddressSuggestSchema,
  OrderStateSchema,
  SavedOrderSchema,
  StoreCitiesSchema,
} from "../../../app/contract/order";
import { TokenSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/upstream/db/open";
import { DIRECTORY_CITIES } from "../../../server/upstream/seed/city-directory";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** Wednesday 10.09.2025, 10:00 in Moscow. */
const NOW = Date.UTC(2025, 8, 10, 7, 0);

let upstream: TestUpstream;
let db: Database.Database;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

const cities = async (q?: string) =>
  (
    await call(upstream, `/store/cities${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`, {
      schema: StoreCitiesSchema,
    })
  ).data.items;
const names = async (q: string) => (await cities(q)).map((city) => city.name);
const guest = async () => (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;

/** A product size with plenty of stock in the warehouse (couriers and pickup points ship from it). */
function onlineOffer(): { productId: number; offerId: number } {
  return db
    .prepare<[], { productId: number; offerId: number }>(
      "SELECT product_id AS productId, id AS offerId FROM offers WHERE quantity >= 20 ORDER BY id LIMIT 1",
    )
    .get()!;
}

describe("GET /store/cities: the city picker's search", () => {
  it("lists every city, the shop cities first, for a query under 2 characters", async () => {
    const all = await cities();
    expect(all.length).toBe(14 + DIRECTORY_CITIES.length);
    expect(all.length).toBeGreaterThan(100);
    expect(all[0]).toEqual({ id: "moscow", code: "moscow", name: "Москва", region: "Москва" });
    expect(all.slice(14).map((city) => city.code)).toEqual(DIRECTORY_CITIES.map(([code]) => code));
    expect(await cities("м")).toEqual(all);
    expect(await cities(" ")).toEqual(all);
  });

  it("finds a city by the start of any word of its name, in any case, with ё as е, names starting with it first", async () => {
    expect(await names("ЕКА")).toEqual(["Екатеринбург"]);
    expect(await names("орел")).toEqual(["Орёл"]);
    expect(await names("ОРЁЛ")).toEqual(["Орёл"]);
    expect(await names("королев")).toEqual(["Королёв"]);
    expect(await names("новг")).toEqual(["Нижний Новгород", "Великий Новгород"]);
    expect(await names("ново")).toEqual([
      "Новосибирск",
      "Новокузнецк",
      "Новомосковск",
      "Новороссийск",
      "Новочебоксарск",
      "Новочеркасск",
    ]);
    expect(await names("дону")).toEqual(["Ростов-на-Дону"]);
    expect(await names("ростов на дону")).toEqual(["Ростов-на-Дону"]);
    expect(await names("  санкт   петербург ")).toEqual(["Санкт-Петербург"]);
    expect(await names("камчат")).toEqual(["Петропавловск-Камчатский"]);
  });

  it("finds nothing for a name no city has, nor for the middle of a word", async () => {
    expect(await cities("xyz")).toEqual([]);
    expect(await cities("Атлантида")).toEqual([]);
    expect(await cities("катеринбург")).toEqual([]);
  });

  it("refuses an overlong query", async () => {
    expect((await call(upstream, `/store/cities?q=${"я".repeat(101)}`)).status).toBe(400);
  });
});

describe("GET /api/shops/{city}: the shops page", () => {
  it("lists the city's shops with their hours, phone, place and what each offers, and every city with shops", async () => {
    const { data } = await call(upstream, "/api/shops/st_petersburg", { schema: ShopsSchema });
    expect(data.city).toMatchObject({ code: "st_petersburg", name: "Санкт-Петербург" });
    expect(data.stores.map((store) => store.name)).toEqual([
      "LOVE STORE, ТРЦ «Галерея»",
      "LOVE STORE, ТРК «Невский центр»",
      "LOVE STORE, ТРЦ «Мега Дыбенко»",
      "LOVE STORE, ТРК «Гранд Каньон»",
      "LOVE STORE, ТЦ «Пик»",
    ]);
    const [gallery] = data.stores;
    expect(gallery).toMatchObject({
      address: "Лиговский пр., 30А, 2 этаж",
      coordinates: [59.9273, 30.3605],
      isPickup: true,
    });
    expect(gallery.phone).toMatch(/^\+7 \(812\) \d{3}-\d{2}-\d{2}$/);
    expect(gallery.schedule).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(gallery.services.map((service) => service.name)).toEqual([
      "Примерочные",
      "Самовывоз заказов интернет-магазина",
      "Возврат и обмен онлайн-заказов",
      "Оформление Love Card",
      "Подарочные сертификаты",
      "Приём одежды LOVE 2.0",
    ]);
    // The last of several shops takes no online orders: no pickup there.
    const last = data.stores[data.stores.length - 1];
    expect(last.isPickup).toBe(false);
    expect(last.services.map((service) => service.code)).not.toContain("pickup");
    expect(data.cities).toHaveLength(14);
    expect(data.cities[0]).toEqual({ code: "moscow", name: "Москва", storeCount: 6 });
    expect(data.cities.find((city) => city.code === "st_petersburg")?.storeCount).toBe(5);
  });

  it("takes the code in any case; a city without shops has none; an unknown city is 404", async () => {
    expect((await call(upstream, "/api/shops/KAZAN", { schema: ShopsSchema })).data.stores).toHaveLength(2);
    const omsk = await call(upstream, "/api/shops/omsk", { schema: ShopsSchema });
    expect(omsk.data.city.name).toBe("Омск");
    expect(omsk.data.stores).toEqual([]);
    const unknown = await call(upstream, "/api/shops/atlantis");
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]).toMatchObject({ message: "Город не найден", code: "city_not_found" });
  });
});

describe("checkout in the directory's cities", () => {
  it("offers a way to deliver in every city of the picker: pickup points everywhere, couriers where the city has them", async () => {
    const token = await guest();
    const offer = onlineOffer();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token,
      body: { offer: offer.offerId, city: "moscow" },
      schema: BasketSchema,
    });
    for (const city of await cities()) {
      const { data } = await call(upstream, "/api/order/init", {
        token,
        body: { city: city.code },
        schema: OrderStateSchema,
      });
      expect(data.input.delivery.properties, city.name).toMatchObject({
        city: city.name,
        cityId: city.code,
        cityDetail: city.region,
      });
      const ids = data.deliverySystems.map((system) => system.id);
      expect(ids, city.name).toContain(43);
      expect(data.pickupPoints.length, city.name).toBeGreaterThan(0);
      const courier = DIRECTORY_CITIES.find(([code]) => code === city.code)?.[4];
      if (courier === "courier") expect(ids, city.name).toEqual(expect.arrayContaining([41, 42]));
      if (courier === "pickup") expect(ids, city.name).not.toContain(41);
    }
  });

  it("takes days on the road to a far city: later courier days and no express; the shop cities and those near Moscow as before", async () => {
    const token = await guest();
    const offer = onlineOffer();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token,
      body: { offer: offer.offerId, city: "moscow" },
      schema: BasketSchema,
    });
    const courier = async (city: string) => {
      const { data } = await call(upstream, "/api/order/init", { token, body: { city }, schema: OrderStateSchema });
      return data.deliverySystems.find((system) => system.id === 41)!;
    };
    for (const city of ["novosibirsk", "tula"]) {
      const near = await courier(city);
      expect(near.period, city).toBe("Завтра или послезавтра");
      expect(
        near.variants.map((variant) => variant.serviceLevelTypeCode),
        city,
      ).toEqual(["economy", "express"]);
    }
    const far = await courier("yakutsk");
    expect(far.period).toBe("Через 5–6 дней");
    expect(far.variants.map((variant) => variant.serviceLevelTypeCode)).toEqual(["economy"]);
    expect(
      (await call(upstream, "/api/order", { token, schema: OrderStateSchema })).data.deliverySystems.find(
        (system) => system.id === 43,
      )?.period,
    ).toBe("От 6 дней");
  });

  it("delivers by courier to an address the suggestions give in a new city, and places the order", async () => {
    const token = await login(upstream, "+79135550101");
    const offer = onlineOffer();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token,
      body: { offer: offer.offerId, city: "chelyabinsk" },
      schema: BasketSchema,
    });
    const { data: started } = await call(upstream, "/api/order/init", {
      token,
      body: { city: "chelyabinsk" },
      schema: OrderStateSchema,
    });
    const [street] = (
      await call(upstream, `/address?type=street&cityId=chelyabinsk&name=${encodeURIComponent("киров")}`, {
        schema: AddressSuggestSchema,
      })
    ).data.items;
    expect(street.name).toBe("ул. Кирова");
    const [house] = (
      await call(upstream, `/address?type=building&streetId=${street.id}`, { schema: AddressSuggestSchema })
    ).data.items;

    const input = structuredClone(started.input);
    Object.assign(input.customer, {
      name: "Ольга",
      lastName: "Петрова",
      email: "olga.chel@example.ru",
      phone: "+7 (913) 555-01-01",
    });
    input.delivery.shipmentId = 41;
    Object.assign(input.delivery.properties, {
      street: street.name,
      streetId: street.id,
      building: house.name,
      buildingId: house.id,
      apartment: "5",
    });
    const { data: chosen } = await call(upstream, "/api/order/calculate", {
      token,
      body: input,
      schema: OrderStateSchema,
    });
    expect(chosen.deliveryServiceTimes.length).toBeGreaterThan(0);
    input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
    input.payment.id = chosen.paymentMethods[0].id;

    const saved = await call(upstream, "/api/order/save", { token, body: { ...input, returnUrl: "http://shop.test" } });
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    const order = SavedOrderSchema.parse(saved.data).order;
    const row = db
      .prepare<[number], { delivery_address: string }>("SELECT delivery_address FROM orders WHERE id = ?")
      .get(order.id)!;
    expect(row.delivery_address).toBe(`Челябинск, ул. Кирова, д. ${house.name}, кв. 5`);
  });

  it("knows the new cities everywhere a city is named: location, basket adds", async () => {
    expect((await call(upstream, "/api/location?city=yakutsk", { schema: LocationSchema })).data.city).toMatchObject({
      name: "Якутск",
      delivery: true,
    });
    const token = await guest();
    const offer = onlineOffer();
    const added = await call(upstream, `/api/basket/${offer.productId}`, {
      token,
      body: { offer: offer.offerId, city: "anadyr" },
      schema: BasketSchema,
    });
    expect(added.data.activeProducts).toHaveLength(1);
    // The first add names the checkout's city.
    expect(
      (await call(upstream, "/api/order", { token, schema: OrderStateSchema })).data.input.delivery.properties.cityId,
    ).toBe("anadyr");
  });
});
