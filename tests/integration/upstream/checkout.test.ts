import { countOf, WORDS } from "../../../app/domain/plural";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressListSchema, CertificateSchema, LoyaltySchema, OrderDetailSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import {
  AddressSuggestSchema,
  OrderStateSchema,
  PaymentResultSchema,
  SavedOrderSchema,
  StoreCitiesSchema,
  type CheckoutInput,
  type OrderState,
} from "../../../app/contract/order";
import { TokenSchema, UserSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** The checkout's clock: Wednesday 10.09.2025, 10:00 in Moscow (same-day pickup is still offered). */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const RETURN_URL = "http://shop.test";
const ANNA = "+79990000001";
const MOSCOW = 1;
const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+7 (916) 123-45-67" };

let upstream: TestUpstream;
let db: Database.Database;
let anna: string;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  db = new Database(databaseFile(upstream.dataDir, 300));
  anna = await login(upstream, ANNA);
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

// ——— helpers ———

let phoneCounter = 0;
const freshUser = () => login(upstream, `+7913000${String(++phoneCounter).padStart(4, "0")}`);
const guest = async () => (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;

type OfferRef = { offerId: number; productId: number; price: number; name: string; size: string };
/** Products already handed to a test: orders change stock, so each test gets products of its own. */
const usedProducts = new Set<number>();
/** The first offer (of an unused product) matching the SQL condition over `o` (offers), `p` (products). */
function pickOffer(condition: string, ...params: unknown[]): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price, p.name, o.size FROM offers o
       JOIN products p ON p.id = o.product_id WHERE ${condition} ORDER BY o.id`,
    )
    .all(...params) as OfferRef[];
  const row = rows.find((candidate) => !usedProducts.has(candidate.productId));
  if (!row) throw new Error(`no offer with ${condition}`);
  usedProducts.add(row.productId);
  return row;
}
/** An offer with plenty online stock, at a price within [min, max]. */
const onlineOffer = (min = 1000, max = 4000) =>
  pickOffer("o.quantity >= 5 AND p.discount_price BETWEEN ? AND ?", min, max);
/** An offer on the shelf of a Moscow pickup store (and with online stock when `online`). */
function storeOffer(online: boolean): OfferRef & { storeId: number } {
  const offer = pickOffer(
    `o.quantity ${online ? ">= 3" : "= 0"} AND p.discount_price < 4500 AND EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = o.id AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1)`,
    MOSCOW,
  );
  const storeId = db
    .prepare<[number, number], number>(
      `SELECT st.store_id FROM offer_stock st JOIN stores s ON s.id = st.store_id
       WHERE st.offer_id = ? AND s.city_id = ? AND s.is_pickup = 1 AND st.quantity >= 1 ORDER BY st.store_id LIMIT 1`,
    )
    .pluck()
    .get(offer.offerId, MOSCOW)!;
  return { ...offer, storeId };
}
const onlineQuantity = (offerId: number) =>
  db.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck().get(offerId)!;
const storeQuantity = (offerId: number, storeId: number) =>
  db
    .prepare<[number, number], number>("SELECT quantity FROM offer_stock WHERE offer_id = ? AND store_id = ?")
    .pluck()
    .get(offerId, storeId) ?? 0;
const orderCount = () => db.prepare<[], number>("SELECT COUNT(*) FROM orders").pluck().get()!;

async function add(token: string, offer: OfferRef, quantity = 1): Promise<void> {
  await call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity },
    schema: BasketSchema,
  });
}
const getState = (token: string) => call(upstream, "/api/order", { token, schema: OrderStateSchema });
const init = (token: string, city = "moscow") =>
  call(upstream, "/api/order/init", { token, body: { city }, schema: OrderStateSchema });
const calculate = (token: string, input: unknown) =>
  call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema });
const save = (token: string, input: CheckoutInput, extra: Record<string, unknown> = {}) =>
  call(upstream, "/api/order/save", {
    token,
    body: { ...input, metrics: { deviceId: "ga-1", partnerUserId: "p-1" }, returnUrl: RETURN_URL, ...extra },
  });
const saveOk = async (token: string, input: CheckoutInput) => {
  const result = await save(token, input);
  if (result.status !== 200) throw new Error(`save answered ${result.status}: ${JSON.stringify(result.errors)}`);
  return { ...result, data: SavedOrderSchema.parse(result.data) };
};
const detail = async (token: string, orderId: number) =>
  (await call(upstream, `/api/user/orders/${orderId}`, { token, schema: OrderDetailSchema })).data;

/** Starts a checkout in Moscow and chooses `shipmentId` (and for couriers an address); the customer filled in. */
async function prepare(
  token: string,
  shipmentId: number,
  patch: (input: CheckoutInput, state: OrderState) => void = () => {},
): Promise<{ input: CheckoutInput; state: OrderState }> {
  const { data: started } = await init(token);
  const input = structuredClone(started.input);
  input.customer.name ||= CUSTOMER.name;
  input.customer.lastName ||= CUSTOMER.lastName;
  input.customer.email ||= CUSTOMER.email;
  input.customer.phone ||= CUSTOMER.phone;
  input.delivery.shipmentId = shipmentId;
  if (shipmentId === 41 || shipmentId === 42)
    Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: "3" });
  const { data: chosen } = await calculate(token, input);
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0]?.value ?? "";
  if (shipmentId === 43) input.delivery.properties.pickupPointId = chosen.pickupPoints[0].id;
  input.payment.id = 1;
  patch(input, chosen);
  const { data: state } = await calculate(token, input);
  return { input: state.input, state };
}

// ——— tests ———

describe("tokens", () => {
  it("needs a token for the draft and a user token to save", async () => {
    expect((await call(upstream, "/api/order")).status).toBe(401);
    expect((await call(upstream, "/api/order/calculate", { body: {} })).status).toBe(401);
    const token = await guest();
    const { data } = await getState(token);
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

  it("clears shipment and store, and the address when the city changes", async () => {
    const { data: started } = await init(anna);
    const input = structuredClone(started.input);
    Object.assign(input.delivery, { shipmentId: 44 });
    input.delivery.properties.storeId = "101";
    await calculate(anna, input);
    const { data: again } = await init(anna);
    expect(again.input.delivery.shipmentId).toBeNull();
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
    // GET answers the draft: the city of the last init.
    expect((await getState(anna)).data.input.delivery.properties.cityId).toBe("kazan");
    await init(anna);
  });

  it("starts an empty draft in Moscow with the user's profile", async () => {
    const token = await freshUser();
    const { data } = await getState(token);
    expect(data.input.customer.id).toBeGreaterThan(0);
    expect(data.input.delivery.properties.cityId).toBe("moscow");
    expect(data.defaultProfile).toBeNull();
    expect(data.basket.activeProducts).toEqual([]);
    expect(data.summary.total.value).toBe(0);
  });
});

describe("calculate", () => {
  let token: string;
  let offer: OfferRef & { storeId: number };
  let base: CheckoutInput;
  beforeAll(async () => {
    token = await freshUser();
    offer = storeOffer(true);
    await add(token, offer);
    base = (await init(token)).data.input;
  });
  const withShipment = (shipmentId: number | null, change: (input: CheckoutInput) => void = () => {}) => {
    const input = structuredClone(base);
    input.delivery.shipmentId = shipmentId;
    change(input);
    return calculate(token, input);
  };

  it("offers every shipment in Moscow with prices in roubles", async () => {
    const { data } = await withShipment(null);
    expect(data.deliverySystems.map((system) => system.id)).toEqual([41, 42, 43, 44, 46]);
    const byId = new Map(data.deliverySystems.map((system) => [system.id, system]));
    expect(byId.get(41)!.name).toBe("Курьер");
    expect(byId.get(41)!.variants.map((variant) => [variant.serviceLevelTypeCode, variant.price.value])).toEqual([
      ["economy", 299],
      ["express", 690],
    ]);
    expect(byId.get(42)).toMatchObject({ name: "Курьер до двери (примерка)", price: { value: 490 } });
    expect(byId.get(43)).toMatchObject({ name: "Пункт выдачи", price: { value: 199 } });
    expect(byId.get(44)).toMatchObject({ name: "Самовывоз из магазина", price: { value: 0 } });
    expect(byId.get(46)).toMatchObject({ name: "Самовывоз из магазина сегодня", price: { value: 0 } });
    expect(data.stores.map((store) => store.id)).toContain(String(offer.storeId));
    expect(data.pickupPoints.length).toBeGreaterThan(0);
    expect(data.summary).toMatchObject({
      basket: { value: offer.price },
      delivery: { value: 0 },
      total: { value: offer.price },
    });
    expect(data.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
  });

  it("courier: four-hour windows, or two-hour ones for express", async () => {
    const { data: economy } = await withShipment(41);
    expect(economy.input.delivery.serviceLevelTypeCode).toBe("economy");
    expect(economy.deliveryServiceTimes.map((time) => time.text)).toEqual([
      "Завтра, 10:00–14:00",
      "Завтра, 14:00–18:00",
      "Завтра, 18:00–22:00",
      "Послезавтра, 10:00–14:00",
      "Послезавтра, 14:00–18:00",
      "Послезавтра, 18:00–22:00",
    ]);
    expect(economy.summary.delivery.value).toBe(299);
    expect(economy.summary.total.value).toBe(offer.price + 299);
    expect(economy.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17, 2]);

    const { data: express } = await withShipment(41, (input) => (input.delivery.serviceLevelTypeCode = "express"));
    expect(express.deliveryServiceTimes[0].text).toBe("Сегодня, 14:00–16:00");
    expect(express.deliveryServiceTimes.at(-1)!.text).toBe("Завтра, 20:00–22:00");
    expect(express.summary.delivery.value).toBe(690);

    const { data: tryOn } = await withShipment(42);
    expect(tryOn.deliveryServiceTimes).toHaveLength(6);
    expect(tryOn.summary.delivery.value).toBe(490);
  });

  it("pickup point: pick-up days, no payment on receipt", async () => {
    const { data } = await withShipment(43);
    expect(data.deliveryServiceTimes).toEqual([
      { value: "2025-09-12", text: "Послезавтра, 12 сентября" },
      { value: "2025-09-13", text: "Суббота, 13 сентября" },
      { value: "2025-09-14", text: "Воскресенье, 14 сентября" },
    ]);
    expect(data.summary.delivery.value).toBe(199);
    expect(data.paymentMethods.map((method) => method.id)).toEqual([1, 8, 17]);
  });

  it("stores: free, with payment on receipt for 44", async () => {
    const { data: store } = await withShipment(44);
    expect(store.deliveryServiceTimes).toEqual([]);
    expect(store.summary.delivery.value).toBe(0);
    expect(store.paymentMethods.map((method) => method.id)).toContain(2);
    const { data: today } = await withShipment(46);
    expect(today.paymentMethods.map((method) => method.id)).not.toContain(2);
  });

  it("courier delivery is free from 5 000 ₽ of goods; express never", async () => {
    const user = await freshUser();
    await add(user, onlineOffer(5000, 20000));
    const input = (await init(user)).data.input;
    input.delivery.shipmentId = 41;
    const { data } = await calculate(user, input);
    expect(
      data.deliverySystems.find((system) => system.id === 41)!.variants.map((variant) => variant.price.value),
    ).toEqual([0, 690]);
    expect(data.summary.delivery.value).toBe(0);
  });

  it("small cities have pickup points and shops only", async () => {
    const { data } = await calculate(token, {
      ...base,
      delivery: { ...base.delivery, properties: { ...base.delivery.properties, city: "", cityId: "pskov" } },
    });
    expect(data.input.delivery.properties.city).toBe("Псков");
    const ids = data.deliverySystems.map((system) => system.id);
    expect(ids).toContain(43);
    expect(ids).not.toContain(41);
    expect(ids).not.toContain(42);
    // The draft follows the city of the calculation.
    expect((await getState(token)).data.input.delivery.properties.cityId).toBe("pskov");
  });

  it("a line that is only on a shop's shelf can be picked up there, not delivered", async () => {
    const user = await freshUser();
    const shelf = storeOffer(false);
    await add(user, shelf);
    const { data } = await calculate(user, (await init(user)).data.input);
    expect(data.deliverySystems.map((system) => system.id)).toEqual([44, 46]);
    expect(data.stores.map((store) => store.id)).toContain(String(shelf.storeId));
    expect(data.blockedLines).toEqual([
      expect.objectContaining({
        offerId: shelf.offerId,
        kinds: ["courier", "pickupPoint"],
        reason: "Есть только в магазине: доступен самовывоз, но не доставка",
      }),
    ]);
  });

  it("names the lines that leave no delivery way at all, and why", async () => {
    const user = await freshUser();
    const shelf = storeOffer(false);
    const warehouse = pickOffer(
      `o.quantity BETWEEN 2 AND 9 AND NOT EXISTS (SELECT 1 FROM offer_stock st JOIN stores s ON s.id = st.store_id
         WHERE st.offer_id = o.id AND s.city_id = ? AND st.quantity > 0)`,
      MOSCOW,
    );
    await add(user, shelf);
    await add(user, warehouse);
    const { data } = await calculate(user, (await init(user)).data.input);
    expect(data.deliverySystems).toEqual([]);
    const lines = Object.fromEntries(data.basket.activeProducts.map((line) => [line.offerId, line.id]));
    expect(data.blockedLines).toEqual([
      {
        lineId: lines[shelf.offerId],
        productId: shelf.productId,
        offerId: shelf.offerId,
        name: shelf.name,
        size: shelf.size,
        quantity: 1,
        kinds: ["courier", "pickupPoint"],
        reason: "Есть только в магазине: доступен самовывоз, но не доставка",
      },
      {
        lineId: lines[warehouse.offerId],
        productId: warehouse.productId,
        offerId: warehouse.offerId,
        name: warehouse.name,
        size: warehouse.size,
        quantity: 1,
        kinds: ["store"],
        reason: "Нет в магазинах города: доступна только доставка",
      },
    ]);

    // A line above what one way can ship blocks every way, with what is available.
    const other = await freshUser();
    const online = onlineQuantity(warehouse.offerId);
    await add(other, warehouse, online);
    db.prepare("UPDATE offers SET quantity = 1 WHERE id = ?").run(warehouse.offerId);
    try {
      const { data: capped } = await calculate(other, (await init(other)).data.input);
      expect(capped.basket.activeProducts[0]).toMatchObject({ maxQuantity: 1 });
      expect(capped.blockedLines).toEqual([
        expect.objectContaining({
          offerId: warehouse.offerId,
          kinds: ["courier", "pickupPoint", "store"],
          reason: "Доступно: 1 шт. — уменьшите количество",
        }),
      ]);
      expect(capped.deliverySystems).toEqual([]);
    } finally {
      db.prepare("UPDATE offers SET quantity = ? WHERE id = ?").run(online, warehouse.offerId);
    }
  });
});

describe("save", () => {
  it("remembers the customer: empty profile fields take the order's, the courier address is saved once", async () => {
    const token = await freshUser();
    const profile = async () => (await call(upstream, "/api/user", { token, schema: UserSchema })).data;
    const addresses = async () =>
      (await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items;
    expect(await profile()).toMatchObject({ firstName: "", lastName: "", email: "" });

    await add(token, onlineOffer());
    await saveOk(token, (await prepare(token, 41)).input);
    expect(await profile()).toMatchObject({
      firstName: CUSTOMER.name,
      lastName: CUSTOMER.lastName,
      email: CUSTOMER.email,
    });
    expect(await addresses()).toEqual([
      expect.objectContaining({
        cityCode: "moscow",
        street: "ул. Арбат",
        building: "7",
        apartment: "3",
        isDefault: true,
      }),
    ]);

    // The next checkout knows the customer; the same address (in other letter case) is not saved twice.
    await add(token, onlineOffer());
    const next = await prepare(token, 41, (input) => {
      expect(input.customer).toMatchObject({ name: CUSTOMER.name, lastName: CUSTOMER.lastName, email: CUSTOMER.email });
      Object.assign(input.customer, { name: "Другое", email: "other@example.ru" });
      Object.assign(input.delivery.properties, { street: "УЛ. АРБАТ" });
    });
    await saveOk(token, next.input);
    expect(await profile()).toMatchObject({ firstName: CUSTOMER.name, email: CUSTOMER.email });
    expect(await addresses()).toHaveLength(1);

    // A pickup order saves no address.
    await add(token, onlineOffer());
    await saveOk(token, (await prepare(token, 43)).input);
    expect(await addresses()).toHaveLength(1);
  });

  it("answers 400 per missing field and creates nothing", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41, (draft) => {
      draft.delivery.properties.building = "";
      draft.customer.email = "";
    });
    const before = orderCount();
    const result = await save(token, input);
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "delivery.building", message: "Укажите дом" }),
        expect.objectContaining({ field: "customer.email", message: "Укажите e-mail" }),
      ]),
    );
    expect(orderCount()).toBe(before);
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.totalQuantity).toBe(1);

    const nothing = await save(token, {
      ...input,
      customer: { ...input.customer, id: 0, name: "Ян" },
      payment: { id: null },
    });
    expect(nothing.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(["customer.id", "customer.name", "payment"]),
    );
    const pickup = await save(token, { ...input, delivery: { ...input.delivery, shipmentId: 43 } });
    expect(pickup.errors.map((error) => error.field)).toContain("delivery.pickupPointId");
    const store = await save(token, { ...input, delivery: { ...input.delivery, shipmentId: 44 } });
    expect(store.errors.map((error) => error.field)).toContain("delivery.storeId");
    const interval = await save(token, {
      ...input,
      customer: { ...input.customer, email: CUSTOMER.email },
      delivery: {
        ...input.delivery,
        properties: { ...input.delivery.properties, building: "7", intervalId: "2030-01-01/10-14" },
      },
    });
    expect(interval.status).toBe(400);
    expect(interval.errors).toEqual([
      expect.objectContaining({ field: "delivery.intervalId", message: "Выберите интервал доставки из списка" }),
    ]);
    const noReturn = await save(token, input, { returnUrl: "javascript:alert(1)" });
    expect(noReturn.errors[0]).toMatchObject({ field: "returnUrl", message: "Неверный адрес возврата" });
    expect(orderCount()).toBe(before);
  });

  it("places a courier order: stock, basket, draft and the order", async () => {
    const token = await freshUser();
    const offer = onlineOffer();
    const other = onlineOffer();
    await add(token, offer, 2);
    await add(token, other);
    // The phone is prefilled from the profile; the masked one typed here is stored normalised.
    const { input, state } = await prepare(token, 41, (draft) => (draft.customer.phone = CUSTOMER.phone));
    const stock = onlineQuantity(offer.offerId);
    const result = await saveOk(token, input);
    expect(result.messages).toEqual([{ message: `Заказ ${result.data.order.number} оформлен` }]);
    const { order } = result.data;
    expect(order.number).toMatch(/^LS-\d+$/);
    expect(order.payment).toMatchObject({ id: 1, isPayed: false });
    expect(order.payment.link).toMatch(new RegExp(`^http://localhost:${upstream.port}/pay/[0-9a-f]{32}$`));
    expect(onlineQuantity(offer.offerId)).toBe(stock - 2);

    const basket = (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
    expect(basket.activeProducts).toEqual([]);
    const draft = (await getState(token)).data;
    expect(draft.input.delivery.shipmentId).toBeNull();
    expect(draft.input.delivery.properties.cityId).toBe("moscow");

    const saved = await detail(token, order.id);
    expect(saved).toMatchObject({
      number: order.number,
      status: { code: "new", name: "Новый" },
      customer: { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+79161234567" },
      delivery: {
        shipmentId: 41,
        name: "Курьер",
        address: "Москва, ул. Арбат, д. 7, кв. 3",
        interval: "11.09.2025, 10:00–14:00",
        price: state.summary.delivery,
      },
      payment: { id: 1, name: "Картой онлайн", isPayed: false, link: order.payment.link },
    });
    expect(saved.items.map((item) => [item.productId, item.quantity])).toEqual([
      [offer.productId, 2],
      [other.productId, 1],
    ]);
    expect(saved.summary.total).toEqual(state.summary.total);
    expect(saved.summary.basket.value).toBe(offer.price * 2 + other.price);
  });

  it("places a pickup-point order with a pick-up day", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input, state } = await prepare(token, 43, (draft) => (draft.payment.id = 2));
    const onReceipt = await save(token, input);
    expect(onReceipt.status).toBe(400);
    expect(onReceipt.errors).toEqual([
      expect.objectContaining({ field: "payment", message: "Этот способ оплаты недоступен для вашего заказа" }),
    ]);
    const noDay = await save(token, {
      ...input,
      payment: { id: 8 },
      delivery: { ...input.delivery, properties: { ...input.delivery.properties, intervalId: "" } },
    });
    expect(noDay.errors).toEqual([
      expect.objectContaining({ field: "delivery.intervalId", message: "Выберите день получения" }),
    ]);

    const { data } = await saveOk(token, { ...input, payment: { id: 8 } });
    const saved = await detail(token, data.order.id);
    const point = state.pickupPoints[0];
    expect(saved.delivery).toMatchObject({
      shipmentId: 43,
      name: "Пункт выдачи",
      address: `Москва, ${point.name}, ${point.address}`,
      interval: "с 12.09.2025",
    });
    expect(saved.payment).toMatchObject({ id: 8, name: "СБП", isPayed: false });
  });

  it("places store orders from the store's own stock", async () => {
    const token = await freshUser();
    const offer = storeOffer(true);
    await add(token, offer);
    const online = onlineQuantity(offer.offerId);
    const shelf = storeQuantity(offer.offerId, offer.storeId);
    const { input } = await prepare(token, 44, (draft) => {
      draft.delivery.properties.storeId = String(offer.storeId);
      draft.payment.id = 2;
    });
    const { data } = await saveOk(token, input);
    expect(data.order.payment).toEqual({ id: 2, isPayed: false, link: null });
    expect(storeQuantity(offer.offerId, offer.storeId)).toBe(shelf - 1);
    expect(onlineQuantity(offer.offerId)).toBe(online);
    const saved = await detail(token, data.order.id);
    expect(saved.delivery).toMatchObject({
      shipmentId: 44,
      name: "Самовывоз из магазина",
      interval: "с 11.09.2025",
      price: { value: 0 },
    });
    expect(saved.payment).toMatchObject({ name: "Картой или наличными при получении", link: null });

    const today = await freshUser();
    const second = storeOffer(false);
    await add(today, second);
    const secondShelf = storeQuantity(second.offerId, second.storeId);
    const { input: todayInput } = await prepare(
      today,
      46,
      (draft) => (draft.delivery.properties.storeId = String(second.storeId)),
    );
    const { data: todayOrder } = await saveOk(today, todayInput);
    expect((await detail(today, todayOrder.order.id)).delivery).toMatchObject({
      shipmentId: 46,
      interval: "с 10.09.2025",
    });
    expect(storeQuantity(second.offerId, second.storeId)).toBe(secondShelf - 1);
  });

  it("answers 409 when stock ran out meanwhile, and changes nothing", async () => {
    const token = await freshUser();
    // Also on a Moscow pickup shop's shelf: the line stays orderable in the city, the courier's warehouse is short.
    const offer = storeOffer(true);
    await add(token, offer);
    const { input } = await prepare(token, 41, (draft) => (draft.coupon = "AUTUMN15"));
    expect(input.coupon).toBe("AUTUMN15");
    const online = onlineQuantity(offer.offerId);
    db.prepare("UPDATE offers SET quantity = 0, total_quantity = total_quantity - ? WHERE id = ?").run(
      online,
      offer.offerId,
    );
    const before = orderCount();
    const result = await save(token, input);
    expect(result.status).toBe(409);
    expect(result.errors[0].message).toBe(`Товар закончился: ${offer.name}, размер ${offer.size}`);
    expect(orderCount()).toBe(before);
    db.prepare("UPDATE offers SET quantity = ?, total_quantity = total_quantity + ? WHERE id = ?").run(
      online,
      online,
      offer.offerId,
    );
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.totalQuantity).toBe(1);
    // The coupon was not spent.
    expect((await calculate(token, input)).data.isCouponApplied).toBe(true);
  });

  it("returns the same order for a double submission", async () => {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41);
    const before = orderCount();
    const [first, second] = await Promise.all([save(token, input), save(token, input)]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const third = await save(token, input);
    expect(third.data).toEqual(first.data);
    expect(orderCount()).toBe(before + 1);
    // Another request is another order attempt: the basket is empty now.
    const other = await save(token, input, { metrics: { deviceId: "ga-2", partnerUserId: "p-1" } });
    expect(other.status).toBe(400);
    expect(other.errors.map((error) => error.field)).toContain("basket");
  });
});

describe("coupons", () => {
  it("applies LOVE10 (−10 %, reusable) and reports bad coupons without failing", async () => {
    const token = await freshUser();
    const offer = onlineOffer(2000, 2900);
    await add(token, offer);
    const { input } = await prepare(token, 41);
    const good = await calculate(token, { ...input, coupon: " love10 " });
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({
      coupon: "LOVE10",
      isCouponApplied: true,
      summary: { coupon: { value: Math.floor(offer.price / 10) } },
    });
    expect(good.data.input.coupon).toBe("LOVE10");
    expect(good.messages).toEqual([{ message: "Купон LOVE10 применён" }]);
    expect((await calculate(token, good.data.input)).messages).toEqual([]);

    for (const [code, message] of [
      ["NOPE", "Купон не найден"],
      ["USED2024", "Купон уже использован"],
      ["WELCOME500", "Купон действует при заказе от 3\u00a0000\u00a0₽"],
    ]) {
      const bad = await calculate(token, { ...input, coupon: code });
      expect(bad.status).toBe(200);
      expect(bad.errors).toEqual([{ message, code: expect.any(String), field: "coupon" }]);
      expect(bad.data).toMatchObject({ coupon: code, isCouponApplied: false, summary: { coupon: { value: 0 } } });
      expect(bad.data.input.coupon).toBe("");
    }

    const first = await saveOk(token, good.data.input);
    expect((await detail(token, first.data.order.id)).summary.coupon.value).toBe(Math.floor(offer.price / 10));
    const again = await freshUser();
    await add(again, onlineOffer(2000, 2900));
    const { input: secondInput } = await prepare(again, 41, (draft) => (draft.coupon = "LOVE10"));
    expect(secondInput.coupon).toBe("LOVE10");
    await saveOk(again, secondInput);
  });

  it("spends a single-use coupon once", async () => {
    const token = await freshUser();
    await add(token, onlineOffer(3000, 4500));
    const { input, state } = await prepare(token, 41, (draft) => (draft.coupon = "WELCOME500"));
    expect(state).toMatchObject({ isCouponApplied: true, summary: { coupon: { value: 500 } } });
    const other = await freshUser();
    await add(other, onlineOffer(3000, 4500));
    const { state: otherState, input: otherInput } = await prepare(other, 41, (draft) => (draft.coupon = "WELCOME500"));
    expect(otherState.isCouponApplied).toBe(true);

    const { data } = await saveOk(token, input);
    expect((await detail(token, data.order.id)).summary.coupon.value).toBe(500);
    const late = await save(other, { ...otherInput, coupon: "WELCOME500" });
    expect(late.status).toBe(400);
    expect(late.errors).toEqual([expect.objectContaining({ field: "coupon", message: "Купон уже использован" })]);
    const used = await calculate(other, { ...otherInput, coupon: "welcome500" });
    expect(used.errors).toEqual([expect.objectContaining({ message: "Купон уже использован" })]);
  });
});

describe("certificates", () => {
  const certificate = async (number: string) =>
    (await call(upstream, `/api/user/certificates/${number}`, { token: anna, schema: CertificateSchema })).data;

  it("applies a certificate, spends it once, and refuses what is spent", async () => {
    await add(anna, onlineOffer(2000, 4000));
    const { input, state } = await prepare(
      anna,
      41,
      (draft) => (draft.certificate = [{ number: "3398 7460 1527 0842", code: "71628403" }]),
    );
    expect(state.certificate).toEqual([
      { number: "3398-7460-1527-0842", amount: expect.objectContaining({ value: 1200 }) },
    ]);
    expect(state.summary.certificate.value).toBe(1200);
    expect(state.summary.total.value).toBe(state.summary.basket.value + state.summary.delivery.value - 1200);
    const { data } = await saveOk(anna, input);
    expect((await detail(anna, data.order.id)).summary.certificate.value).toBe(1200);
    expect(await certificate("3398-7460-1527-0842")).toMatchObject({ balance: { value: 0 }, status: "used" });

    await add(anna, onlineOffer(2000, 4000));
    const { input: next } = await prepare(anna, 41);
    const spent = await calculate(anna, {
      ...next,
      certificate: [{ number: "3398-7460-1527-0842", code: "71628403" }],
    });
    expect(spent.status).toBe(200);
    expect(spent.errors).toEqual([
      { message: "На сертификате не осталось средств", code: "certificate_invalid", field: "certificate.0" },
    ]);
    expect(spent.data.certificate).toEqual([]);
    expect(spent.data.input.certificate).toEqual([]);

    const cases: [number: string, code: string, message: string][] = [
      ["6720-3185-4409-2671", "0000", "Неверный номер или код сертификата"],
      ["8043-2659-7318-6024", "65072918", "Срок действия сертификата истёк"],
    ];
    for (const [number, code, message] of cases) {
      const bad = await calculate(anna, { ...next, certificate: [{ number, code }] });
      expect(bad.errors).toEqual([expect.objectContaining({ message })]);
    }
    const stranger = await freshUser();
    const theirs = await calculate(stranger, { certificate: [{ number: "6720-3185-4409-2671", code: "40915372" }] });
    expect(theirs.errors).toEqual([expect.objectContaining({ message: "Сертификат принадлежит другому покупателю" })]);
    const anonymous = await calculate(await guest(), {
      certificate: [{ number: "4817-2093-5561-0374", code: "58204173" }],
    });
    expect(anonymous.errors).toEqual([
      expect.objectContaining({ message: "Войдите, чтобы оплатить заказ сертификатом" }),
    ]);
    await call(upstream, `/api/basket/${spent.data.basket.activeProducts[0].id}`, { method: "DELETE", token: anna });
  });

  it("pays a whole order with certificates: payment 10, paid at once", async () => {
    await add(anna, onlineOffer(1000, 3000));
    const { input, state } = await prepare(anna, 41, (draft) => {
      draft.certificate = [{ number: "6720-3185-4409-2671", code: "40915372" }];
      draft.payment.id = 10;
    });
    expect(state.summary.total.value).toBe(0);
    expect(state.paymentMethods.map((method) => method.id)).toEqual([10]);
    const spent = state.summary.certificate.value;
    const byCard = await save(anna, { ...input, payment: { id: 1 } });
    expect(byCard.errors).toEqual([expect.objectContaining({ field: "payment" })]);
    const { data } = await saveOk(anna, input);
    expect(data.order.payment).toEqual({ id: 10, isPayed: true, link: null });
    expect((await detail(anna, data.order.id)).payment).toMatchObject({
      name: "Подарочным сертификатом",
      isPayed: true,
    });
    expect((await certificate("6720-3185-4409-2671")).balance.value).toBe(5000 - spent);
  });
});

describe("bonuses", () => {
  const balance = async (token: string) =>
    (await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card!.balance;

  it("states one maximum (the balance capped by 30 % of the goods), clamps to it and spends it", async () => {
    const before = await balance(anna);
    expect(before).toBeGreaterThan(0);
    await add(anna, onlineOffer(3000, 6000));
    const { input, state } = await prepare(anna, 41, (draft) => (draft.loyalty = { active: true, pay: 100_000 }));
    const limit = Math.min(before, Math.floor(state.summary.basket.value * 0.3));
    expect(state.bonus).toMatchObject({ active: true, pay: limit, balance: before, budget: limit });
    expect(state.bonus.messages[0]).toBe(
      `В этом заказе можно списать не больше ${countOf(limit, WORDS.bonusGenitive)}`,
    );
    expect(state.bonus.messages.join(" ")).not.toMatch(/Можно списать до/);
    expect(state.bonus.rules).toMatch(/30 %/);
    expect(state.summary.bonus.value).toBe(limit);
    const { data } = await saveOk(anna, input);
    expect((await detail(anna, data.order.id)).summary.bonus.value).toBe(limit);
    expect(await balance(anna)).toBe(before - limit);
  });

  it("clamps the bonuses to 30 % of the goods after the coupon", async () => {
    const token = await freshUser();
    await call(upstream, "/api/user/loyalty/register", {
      token,
      body: { firstName: "Ольга", lastName: "Петрова", birthday: "01.02.1990", email: CUSTOMER.email, agreement: true },
      schema: LoyaltySchema,
    });
    const offer = onlineOffer(900, 1500);
    await add(token, offer);
    const { input, state } = await prepare(token, 43, (draft) => {
      draft.loyalty = { active: true, pay: 1000 };
      draft.coupon = "LOVE10";
    });
    const budget = Math.floor((offer.price - Math.floor(offer.price / 10)) * 0.3);
    expect(state.bonus).toMatchObject({ balance: 500, budget, pay: budget, active: true });
    expect(input.loyalty).toEqual({ active: true, pay: budget });
    await saveOk(token, input);
    expect(await balance(token)).toBe(500 - budget);
  });

  it("ignores bonuses without a card", async () => {
    const token = await freshUser();
    const { data } = await calculate(token, { loyalty: { active: true, pay: 300 } });
    expect(data.bonus).toMatchObject({
      active: false,
      pay: 0,
      balance: 0,
      budget: 0,
      messages: ["Оформите Love Card, чтобы копить бонусы"],
    });
  });
});

describe("payment page", () => {
  const codeOf = (link: string) => link.split("/pay/")[1];
  async function unpaidOrder() {
    const token = await freshUser();
    await add(token, onlineOffer());
    const { input } = await prepare(token, 41);
    const { data } = await saveOk(token, input);
    return { token, order: data.order };
  }

  it("pays: page, form, redirect to the storefront, result, order paid", async () => {
    const { token, order } = await unpaidOrder();
    const link = order.payment.link!;
    const code = codeOf(link);
    const pageResponse = await fetch(`${upstream.url}/pay/${code}`);
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await pageResponse.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(order.number);
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Оплатить/);
    expect(html).toMatch(/<button type="submit" name="action" value="decline">Отказаться<\/button>/);

    const pending = await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema });
    const total = (await detail(token, order.id)).summary.total;
    expect(pending.data).toEqual({
      code,
      status: "pending",
      orderId: order.id,
      orderNumber: order.number,
      amount: total,
      closed: null,
    });

    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${RETURN_URL}/payment/${code}/`);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data.status).toBe("paid");
    expect((await detail(token, order.id)).payment).toMatchObject({ isPayed: true, link: null });
    // Paying again changes nothing.
    const again = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "decline" }),
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data.status).toBe("paid");
    expect(await (await fetch(`${upstream.url}/pay/${code}`)).text()).toContain("Заказ оплачен");
  });

  it("declines: the attempt fails and the order is cancelled, with nothing left to pay (more in unpaid-orders.test.ts)", async () => {
    const { token, order } = await unpaidOrder();
    const code = codeOf(order.payment.link!);
    expect((await detail(token, order.id)).payment.link).toBe(order.payment.link);
    const bad = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "steal" }),
    });
    expect(bad.status).toBe(400);
    const declined = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "decline" }),
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    expect((await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data).toMatchObject({
      status: "failed",
      closed: "cancelled",
    });
    const after = await detail(token, order.id);
    expect(after.status).toEqual({ code: "cancelled", name: "Отменён: не оплачен" });
    expect(after.payment).toMatchObject({ isPayed: false, link: null });
    expect(await (await fetch(`${upstream.url}/pay/${code}`)).text()).not.toMatch(/<form/);
  });

  it("gives a seeded unpaid order a link to the same page", async () => {
    const maria = await login(upstream, "+79990000002");
    const list = await call<{ items: { id: number; isPayed: boolean; status: { code: string } }[] }>(
      upstream,
      "/api/user/orders?status=new",
      { token: maria },
    );
    const unpaid = list.data.items.find((order) => !order.isPayed)!;
    const first = await detail(maria, unpaid.id);
    expect(first.payment.link).toMatch(/\/pay\/[0-9a-f]{32}$/);
    expect((await detail(maria, unpaid.id)).payment.link).toBe(first.payment.link);
    const code = codeOf(first.payment.link!);
    const paid = await fetch(`${upstream.url}/pay/${code}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    // Saved without a return URL: back to the store's (a path here), never to another order's (issue 13).
    expect(paid.headers.get("location")).toBe(`/payment/${code}/`);
    expect((await detail(maria, unpaid.id)).payment.isPayed).toBe(true);
  });

  it("answers 404 for an unknown code", async () => {
    expect((await fetch(`${upstream.url}/pay/unknown`)).status).toBe(404);
    expect(
      (
        await fetch(`${upstream.url}/pay/${"a".repeat(32)}`, {
          method: "POST",
          body: new URLSearchParams({ action: "pay" }),
        })
      ).status,
    ).toBe(404);
    const api = await call(upstream, `/api/payment/${"a".repeat(32)}`);
    expect(api.status).toBe(404);
    expect(api.errors[0].message).toBe("Платёж не найден");
  });
});

describe("cities and addresses", () => {
  it("lists cities, filtered by the start of a word of the name from 2 characters (more in locations.test.ts)", async () => {
    const all = (await call(upstream, "/store/cities", { schema: StoreCitiesSchema })).data.items;
    expect(all.length).toBeGreaterThan(100);
    expect(all[0]).toEqual({ id: "moscow", code: "moscow", name: "Москва", region: "Москва" });
    expect((await call(upstream, "/store/cities?q=м", { schema: StoreCitiesSchema })).data.items).toHaveLength(
      all.length,
    );
    expect(
      (await call(upstream, "/store/cities?q=ЕКА", { schema: StoreCitiesSchema })).data.items.map((city) => city.name),
    ).toEqual(["Екатеринбург"]);
    expect(
      (await call(upstream, "/store/cities?q=новос", { schema: StoreCitiesSchema })).data.items.map(
        (city) => city.code,
      ),
    ).toEqual(["novosibirsk"]);
    expect((await call(upstream, "/store/cities?q=xyz", { schema: StoreCitiesSchema })).data.items).toEqual([]);
  });

  it("suggests cities, streets and buildings", async () => {
    const suggest = async (query: string) =>
      (await call(upstream, `/address?${query}`, { schema: AddressSuggestSchema })).data.items;
    expect((await suggest("type=city&name=новг")).map((item) => item.name)).toEqual([
      "Нижний Новгород",
      "Великий Новгород",
    ]);
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
    expect(await suggest("type=city&name=")).toEqual([]);

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
