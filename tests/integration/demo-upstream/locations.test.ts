import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import { LocationSchema, ShopsSchema, StoreCitiesSchema } from "../../../app/contract/location";
import { AddressSuggestSchema, OrderStateSchema, SavedOrderSchema } from "../../../app/contract/order";
import { TokenSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { DIRECTORY_CITIES } from "../../../server/demo-upstream/seed/city-directory";
import { AnswerSchema, toOrderPayload, viewOf } from "../support/order-view";
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

const guest = async () => (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;

/** A product size with plenty of stock in the warehouse (couriers and pickup points ship from it). */
function onlineOffer(): { productId: number; offerId: number } {
  return db
    .prepare<[], { productId: number; offerId: number }>(
      "SELECT product_id AS productId, id AS offerId FROM offers WHERE quantity >= 20 ORDER BY id LIMIT 1",
    )
    .get()!;
}

describe("GET /store/cities (spec §7): the cities with shops (the search: city-search.test.ts)", () => {
  it("lists the cities that have shops, in list order, each with the spec's id and name and our code and region", async () => {
    const { data } = await call(upstream, "/store/cities", { schema: StoreCitiesSchema });
    const withShops = db
      .prepare<[], string>(
        "SELECT code FROM cities c WHERE EXISTS (SELECT 1 FROM stores s WHERE s.city_id = c.id) ORDER BY sort",
      )
      .pluck()
      .all();
    expect(withShops).toHaveLength(14);
    expect(data.items.map((city) => city.code)).toEqual(withShops);
    expect(data.items[0]).toEqual({ id: "moscow", code: "moscow", name: "Москва", region: "Москва" });
    expect(data.items.map((city) => city.name)).not.toContain("Омск");
    // The cities with shops are those of the shops page.
    const shops = await call(upstream, "/api/shops/moscow", { schema: ShopsSchema });
    expect(shops.data.cities.map((city) => city.code)).toEqual(withShops);
  });

  it("is no search: a query is ignored", async () => {
    const all = (await call(upstream, "/store/cities", { schema: StoreCitiesSchema })).data.items;
    expect((await call(upstream, "/store/cities?q=омск", { schema: StoreCitiesSchema })).data.items).toEqual(all);
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
  it("offers a way to deliver in every city: pickup points everywhere, couriers where the city has them", async () => {
    const token = await guest();
    const offer = onlineOffer();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token,
      body: { offer: offer.offerId, city: "moscow" },
      schema: BasketSchema,
    });
    const every = db
      .prepare<[], { code: string; name: string; region: string }>(
        "SELECT code, name, region FROM cities ORDER BY sort",
      )
      .all();
    expect(every).toHaveLength(14 + DIRECTORY_CITIES.length);
    for (const city of every) {
      const { data } = await call(upstream, "/api/order/init", {
        token,
        body: { city: city.code },
        schema: AnswerSchema,
      });
      expect(viewOf(data).input.delivery.properties, city.name).toMatchObject({
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
    const systems = async (city: string) =>
      (await call(upstream, "/api/order/init", { token, body: { city }, schema: OrderStateSchema })).data
        .deliverySystems;
    const courier = async (city: string) => (await systems(city)).find((system) => system.id === 41)!;
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
    expect((await systems("yakutsk")).find((system) => system.id === 43)?.period).toBe("От 6 дней");
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
      schema: AnswerSchema,
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

    const input = structuredClone(viewOf(started).input);
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
      body: toOrderPayload(input),
      schema: AnswerSchema,
    });
    expect(chosen.deliveryServiceTimes.length).toBeGreaterThan(0);
    input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
    input.payment.id = chosen.paymentMethods[0].id;

    const saved = await call(upstream, "/api/order/save", {
      token,
      body: { ...toOrderPayload(input), returnUrl: "http://shop.test" },
    });
    expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
    const order = SavedOrderSchema.parse(saved.data).order;
    const row = db
      .prepare<[number], { delivery_address: string }>("SELECT delivery_address FROM orders WHERE id = ?")
      .get(order.id)!;
    expect(row.delivery_address).toBe(`Челябинск, ул. Кирова, д. ${house.name}, кв. 5`);
  });

  it("knows the new cities everywhere a city is named: location, basket adds, order init", async () => {
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
    // An order starts there (the storefront keeps the checkout's input; the upstream keeps no draft to read).
    const { data } = await call(upstream, "/api/order/init", { token, body: { city: "anadyr" }, schema: AnswerSchema });
    expect(viewOf(data).input.delivery.properties).toMatchObject({ city: "Анадырь", cityId: "anadyr" });
    expect(data.basket.activeProducts).toHaveLength(1);
  });
});
