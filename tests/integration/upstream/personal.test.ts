import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddressListSchema,
  AddressSchema,
  CertificateHistorySchema,
  CertificateListSchema,
  CertificateSchema,
  LoyaltyHistorySchema,
  LoyaltySchema,
  OrderDetailSchema,
  OrderListSchema,
  RecyclingSchema,
  SubscriptionsSchema,
} from "../../../app/contract/account";
import { AcceptedSchema } from "../../../app/contract/basket";
import { OkSchema } from "../../../app/contract/auth";
import { ProductListSchema } from "../../../app/contract/catalog";
import { GUEST, NoticeListSchema, TokenSchema, UserSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

const ANNA = "+79990000001";
const MARIA = "+79990000002";

let upstream: TestUpstream;
let anna: string;
let maria: string;
/** Each call gives a phone no test has used: a fresh user with an empty profile. */
let phoneCounter = 0;
const freshUser = () => login(upstream, `+7912000${String(++phoneCounter).padStart(4, "0")}`);

beforeAll(async () => {
  upstream = await startTestUpstream();
  anna = await login(upstream, ANNA);
  maria = await login(upstream, MARIA);
});
afterAll(() => upstream.stop());

const money = (value: number) => expect.objectContaining({ value });

describe("every personal endpoint needs a user token", () => {
  const endpoints: [method: string, path: string, body?: unknown][] = [
    ["GET", "/api/user/addresses"],
    ["POST", "/api/user/addresses", { cityCode: "moscow", street: "ул. Ленина", building: "1" }],
    ["PATCH", "/api/user/addresses/1", { street: "ул. Ленина" }],
    ["DELETE", "/api/user/addresses/1"],
    ["GET", "/api/user/orders"],
    ["GET", "/api/user/orders/1"],
    ["GET", "/api/user/loyalty"],
    ["GET", "/api/user/loyalty/history"],
    ["POST", "/api/user/loyalty/register", {}],
    ["GET", "/api/user/certificates"],
    ["GET", "/api/user/certificates/6720-3185-4409-2671"],
    ["GET", "/api/user/certificates/6720-3185-4409-2671/history"],
    ["POST", "/api/user/certificates/activate", { number: "4817-2093-5561-0374", code: "58204173" }],
    ["GET", "/api/user/subscriptions"],
    ["PATCH", "/api/user/subscriptions", { sms: true }],
    ["DELETE", "/api/user/subscriptions/products/1"],
    ["GET", "/api/user/recycling"],
    ["DELETE", "/api/user"],
  ];

  it("answers 401 without a token and with a guest token", async () => {
    const { data: guest } = await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema });
    for (const token of [undefined, guest.token]) {
      for (const [method, path, body] of endpoints) {
        const result = await call(upstream, path, { method, token, body });
        expect(result.status, `${method} ${path}`).toBe(401);
        expect(result.errors[0].message).toMatch(/^Требуется авторизация/);
        expect(result.data).toBeNull();
      }
    }
  });
});

describe("user isolation", () => {
  it("answers 404 for another user's order, certificate, address and subscription", async () => {
    const { data: annasOrders } = await call(upstream, "/api/user/orders", { token: anna, schema: OrderListSchema });
    const { data: mariasOrders } = await call(upstream, "/api/user/orders", { token: maria, schema: OrderListSchema });
    const annasOrder = annasOrders.items[0].id;
    expect(mariasOrders.items.map((order) => order.id)).not.toContain(annasOrder);
    const { data: annasAddresses } = await call(upstream, "/api/user/addresses", {
      token: anna,
      schema: AddressListSchema,
    });
    const { data: annasSubscriptions } = await call(upstream, "/api/user/subscriptions", {
      token: anna,
      schema: SubscriptionsSchema,
    });
    expect(annasSubscriptions.products.length).toBeGreaterThan(0);

    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/user/orders/${annasOrder}`],
      ["GET", "/api/user/certificates/3398-7460-1527-0842"],
      ["GET", "/api/user/certificates/3398-7460-1527-0842/history"],
      ["PATCH", `/api/user/addresses/${annasAddresses.items[0].id}`, { street: "ул. Чужая" }],
      ["DELETE", `/api/user/addresses/${annasAddresses.items[0].id}`],
      ["DELETE", `/api/user/subscriptions/products/${annasSubscriptions.products[0].id}`],
    ];
    for (const [method, path, body] of attempts) {
      const result = await call(upstream, path, { method, token: maria, body });
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(result.data).toBeNull();
    }
    // Anna's data is untouched.
    expect((await call(upstream, "/api/user/addresses", { token: anna, schema: AddressListSchema })).data).toEqual(
      annasAddresses,
    );
    expect(
      (await call(upstream, "/api/user/subscriptions", { token: anna, schema: SubscriptionsSchema })).data,
    ).toEqual(annasSubscriptions);
  });
});

describe("addresses", () => {
  const body = (street: string, extra: Record<string, unknown> = {}) => ({
    cityCode: "moscow",
    street,
    building: "1",
    ...extra,
  });

  it("creates, edits and deletes addresses, keeping at most one default", async () => {
    const token = await freshUser();
    expect((await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items).toEqual([]);

    const first = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Ленина", { apartment: "5", comment: "Домофон 5" }),
      schema: AddressSchema,
    });
    expect(first.data).toMatchObject({
      city: "Москва",
      cityCode: "moscow",
      street: "ул. Ленина",
      apartment: "5",
      entrance: "",
      floor: "",
      comment: "Домофон 5",
      isDefault: true,
    });
    const second = await call(upstream, "/api/user/addresses", {
      token,
      body: { ...body("Невский пр.", { isDefault: true }), cityCode: "st_petersburg" },
      schema: AddressSchema,
    });
    expect(second.data).toMatchObject({ city: "Санкт-Петербург", isDefault: true });
    const third = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Арбат"),
      schema: AddressSchema,
    });
    expect(third.data.isDefault).toBe(false);
    const defaults = async () =>
      (await call(upstream, "/api/user/addresses", { token, schema: AddressListSchema })).data.items
        .filter((a) => a.isDefault)
        .map((a) => a.id);
    expect(await defaults()).toEqual([second.data.id]);

    const edited = await call(upstream, `/api/user/addresses/${first.data.id}`, {
      method: "PATCH",
      token,
      body: { building: "7к2", isDefault: true },
      schema: AddressSchema,
    });
    expect(edited.data).toMatchObject({ street: "ул. Ленина", building: "7к2", apartment: "5", isDefault: true });
    expect(await defaults()).toEqual([first.data.id]);

    // Deleting the default passes it to the oldest remaining address.
    const afterDelete = await call(upstream, `/api/user/addresses/${first.data.id}`, {
      method: "DELETE",
      token,
      schema: AddressListSchema,
    });
    expect(afterDelete.data.items.map((a) => [a.id, a.isDefault])).toEqual([
      [second.data.id, true],
      [third.data.id, false],
    ]);
    expect((await call(upstream, `/api/user/addresses/${first.data.id}`, { method: "DELETE", token })).status).toBe(
      404,
    );
  });

  it("validates the fields with Russian messages", async () => {
    const token = await freshUser();
    const missing = await call(upstream, "/api/user/addresses", { token, body: { cityCode: "moscow", street: "  " } });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "street", message: "Укажите улицу" }),
        expect.objectContaining({ field: "building", message: "Укажите дом" }),
      ]),
    );
    const unknownCity = await call(upstream, "/api/user/addresses", {
      token,
      body: body("ул. Ленина", { cityCode: "atlantis" }),
    });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.errors[0]).toMatchObject({ field: "cityCode", message: "Неизвестный город" });
    const badId = await call(upstream, "/api/user/addresses/abc", { method: "PATCH", token, body: {} });
    expect(badId.status).toBe(400);
    expect(badId.errors[0].field).toBe("id");
  });

  it("keeps at most 10 addresses", async () => {
    const token = await freshUser();
    for (let i = 1; i <= 10; i++)
      await call(upstream, "/api/user/addresses", { token, body: body(`ул. Новая, ${i}`), schema: AddressSchema });
    const eleventh = await call(upstream, "/api/user/addresses", { token, body: body("ул. Лишняя") });
    expect(eleventh.status).toBe(409);
    expect(eleventh.errors[0].message).toBe("Можно сохранить не больше 10 адресов");
  });
});

describe("orders", () => {
  it("lists every status with its count, newest first, ten to a page", async () => {
    const first = await call(upstream, "/api/user/orders", { token: anna, schema: OrderListSchema });
    expect(first.data.statuses.map((s) => s.code)).toEqual([
      "all",
      "new",
      "processing",
      "delivering",
      "ready",
      "done",
      "cancelled",
    ]);
    expect(first.data.statuses.map((s) => s.name)).toEqual([
      "Все заказы",
      "Новый",
      "В обработке",
      "Доставляется",
      "Готов к выдаче",
      "Выполнен",
      "Отменён",
    ]);
    const [all, ...statuses] = first.data.statuses;
    expect(all.count).toBe(14);
    expect(statuses.reduce((sum, s) => sum + s.count, 0)).toBe(14);
    expect(statuses.every((s) => s.count > 0)).toBe(true);
    expect(first.data.pagination).toEqual({ page: 1, pageSize: 10, total: 14, pages: 2 });
    expect(first.data.items).toHaveLength(10);
    const second = await call(upstream, "/api/user/orders?page=2", { token: anna, schema: OrderListSchema });
    expect(second.data.items).toHaveLength(4);
    const dates = [...first.data.items, ...second.data.items].map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.data.items, ...second.data.items].map((order) => order.id)).size).toBe(14);
    expect(first.data.items[0].number).toMatch(/^LS-\d{6}$/);

    for (const status of statuses) {
      const { data } = await call(upstream, `/api/user/orders?status=${status.code}&pageSize=50`, {
        token: anna,
        schema: OrderListSchema,
      });
      expect(data.items).toHaveLength(status.count);
      expect(data.pagination.total).toBe(status.count);
      expect(data.items.every((order) => order.status.code === status.code && order.status.name === status.name)).toBe(
        true,
      );
    }
  });

  it("answers zero counts for a user without orders and rejects an unknown status", async () => {
    const token = await freshUser();
    const { data } = await call(upstream, "/api/user/orders?status=done", { token, schema: OrderListSchema });
    expect(data.items).toEqual([]);
    expect(data.statuses).toHaveLength(7);
    expect(data.statuses.every((s) => s.count === 0)).toBe(true);
    expect(data.pagination).toMatchObject({ total: 0, pages: 0 });
    const unknown = await call(upstream, "/api/user/orders?status=lost", { token });
    expect(unknown.status).toBe(400);
    expect(unknown.errors[0]).toMatchObject({ field: "status", message: "Неизвестный статус заказа" });
  });

  it("shows an order with items, delivery, payment and consistent totals", async () => {
    const { data: list } = await call(upstream, "/api/user/orders?pageSize=50", {
      token: anna,
      schema: OrderListSchema,
    });
    for (const summary of list.items) {
      const { data: order } = await call(upstream, `/api/user/orders/${summary.id}`, {
        token: anna,
        schema: OrderDetailSchema,
      });
      expect(order).toMatchObject({ id: summary.id, number: summary.number, status: summary.status });
      expect(order.customer).toEqual({
        name: "Анна",
        lastName: "Смирнова",
        email: "anna.smirnova@example.ru",
        phone: ANNA,
      });
      expect(order.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(summary.itemsCount);
      for (const item of order.items) {
        expect(item.sum.value).toBe(item.price.value * item.quantity);
        expect(item.link).toMatch(new RegExp(`^/catalog/.+/${item.productId}/$`));
        expect(item.image).toMatch(/^http:\/\/localhost:\d+\/images\//);
      }
      const s = order.summary;
      expect(s.basket.value).toBe(order.items.reduce((sum, item) => sum + item.sum.value, 0));
      expect(s.total.value).toBe(
        s.basket.value + s.delivery.value - s.coupon.value - s.bonus.value - s.certificate.value,
      );
      expect(s.total).toEqual(summary.total);
      expect(s.total.format).toMatch(/₽$/);
      expect([41, 42, 43, 44, 46]).toContain(order.delivery.shipmentId);
      expect(order.delivery.address).not.toBe("");
      expect(order.payment.isPayed).toBe(summary.isPayed);
      const payable =
        !order.payment.isPayed && order.status.code !== "cancelled" && [1, 8, 17].includes(order.payment.id);
      if (payable)
        expect(order.payment.link).toMatch(new RegExp(`^http://localhost:${upstream.port}/pay/[0-9a-f]{32}$`));
      else expect(order.payment.link).toBeNull();
    }
    expect(list.items.some((order) => !order.isPayed && order.status.code === "new")).toBe(true);
    const notFound = await call(upstream, "/api/user/orders/999999", { token: anna });
    expect(notFound.status).toBe(404);
    expect(notFound.errors[0].message).toBe("Заказ не найден");
  });

  it("points the demo notices at real orders and certificates", async () => {
    const { data: notices } = await call(upstream, "/api/user/notice", { token: anna, schema: NoticeListSchema });
    const titles = notices.map((notice) => notice.title).join(" | ");
    expect(titles).toMatch(/передан в доставку/);
    expect(titles).toMatch(/Начислены бонусы/);
    expect(titles).toMatch(/сертификата истекает/);
    for (const notice of notices) {
      const order = /^\/personal\/orders\/(\d+)\/$/.exec(notice.link ?? "");
      if (order) expect((await call(upstream, `/api/user/orders/${order[1]}`, { token: anna })).status).toBe(200);
      const certificate = /^\/personal\/certificates\/([\d-]+)\/$/.exec(notice.link ?? "");
      if (certificate)
        expect((await call(upstream, `/api/user/certificates/${certificate[1]}`, { token: anna })).status).toBe(200);
    }
  });
});

describe("Love Card", () => {
  it("shows demo user 1's card with its level, and history newest first", async () => {
    const { data } = await call(upstream, "/api/user/loyalty", { token: anna, schema: LoyaltySchema });
    expect(data.card).toMatchObject({
      number: expect.stringMatching(/^2000\d{9}$/),
      level: { name: "Gold", percent: 10 },
      nextLevel: { name: "Platinum", percent: 15, remaining: money(28_130) },
      rulesLink: "/information/loyalty/rules/",
    });
    const first = await call(upstream, "/api/user/loyalty/history", { token: anna, schema: LoyaltyHistorySchema });
    expect(first.data.pagination).toMatchObject({
      page: 1,
      pageSize: 10,
      pages: Math.ceil(first.data.pagination.total / 10),
    });
    const second = await call(upstream, "/api/user/loyalty/history?page=2", {
      token: anna,
      schema: LoyaltyHistorySchema,
    });
    const items = [...first.data.items, ...second.data.items];
    expect(items).toHaveLength(first.data.pagination.total);
    expect(items.map((item) => item.date)).toEqual(
      items
        .map((item) => item.date)
        .sort()
        .reverse(),
    );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(["accrual", "spending"]));
    expect(items.at(-1)).toMatchObject({ type: "accrual", amount: 500, description: "Приветственные бонусы" });
    const balance = items.reduce((sum, item) => sum + (item.type === "accrual" ? item.amount : -item.amount), 0);
    expect(data.card!.balance).toBe(balance);
    expect(balance).toBeGreaterThan(0);

    expect((await call(upstream, "/api/user/loyalty", { token: maria, schema: LoyaltySchema })).data).toEqual({
      card: null,
    });
  });

  it("validates the registration form", async () => {
    const token = await freshUser();
    const fourteenYearsAgoTomorrow = new Date();
    fourteenYearsAgoTomorrow.setUTCFullYear(fourteenYearsAgoTomorrow.getUTCFullYear() - 14);
    fourteenYearsAgoTomorrow.setUTCDate(fourteenYearsAgoTomorrow.getUTCDate() + 1);
    const tooYoung = fourteenYearsAgoTomorrow.toISOString().slice(0, 10).split("-").reverse().join(".");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agreement: false }, "agreement", "Необходимо согласие с правилами программы"],
      [{ agreement: undefined }, "agreement", "Необходимо согласие с правилами программы"],
      [{ birthday: "31.02.1990" }, "birthday", "Неверная дата рождения"],
      [{ birthday: "1990-01-01" }, "birthday", "Дата рождения в формате ДД.ММ.ГГГГ"],
      [{ birthday: tooYoung }, "birthday", "Участвовать можно с 14 лет"],
      [{ email: "olga@" }, "email", "Введите корректный email"],
      [{ firstName: " " }, "firstName", "Укажите имя"],
      [{ lastName: undefined }, "lastName", "Укажите фамилию"],
    ];
    const valid = {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "01.02.1990",
      email: "olga@example.ru",
      agreement: true,
    };
    for (const [change, field, message] of cases) {
      const result = await call(upstream, "/api/user/loyalty/register", { token, body: { ...valid, ...change } });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.errors).toEqual([expect.objectContaining({ field, message })]);
    }
    expect((await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card).toBeNull();
  });

  it("issues a card with 500 welcome bonuses once, filling the empty profile", async () => {
    const token = await freshUser();
    await call(upstream, "/user", { method: "PATCH", token, body: { firstName: "Оля" }, schema: UserSchema });
    const body = {
      firstName: "Ольга",
      lastName: "Петрова",
      birthday: "01.02.1990",
      email: "Olga@Example.ru",
      agreement: true,
    };
    const { data, messages } = await call(upstream, "/api/user/loyalty/register", {
      token,
      body,
      schema: LoyaltySchema,
    });
    expect(data.card).toMatchObject({
      number: expect.stringMatching(/^2000\d{9}$/),
      balance: 500,
      level: { name: "Silver", percent: 5 },
      nextLevel: { name: "Gold", percent: 10, remaining: money(30_000) },
    });
    expect(messages[0].message).toMatch(/Love Card/);
    const { data: history } = await call(upstream, "/api/user/loyalty/history", {
      token,
      schema: LoyaltyHistorySchema,
    });
    expect(history.items).toEqual([
      expect.objectContaining({ type: "accrual", amount: 500, description: "Приветственные бонусы" }),
    ]);
    const { data: user } = await call(upstream, "/api/user", { token, schema: UserSchema });
    expect(user).toMatchObject({
      firstName: "Оля",
      lastName: "Петрова",
      email: "olga@example.ru",
      birthDay: "01.02.1990",
    });

    const twice = await call(upstream, "/api/user/loyalty/register", { token, body });
    expect(twice.status).toBe(409);
    expect(twice.errors[0].message).toBe("Карта уже оформлена");
  });
});

describe("certificates", () => {
  it("lists demo user 1's active and completed certificates with history", async () => {
    const active = await call(upstream, "/api/user/certificates", { token: anna, schema: CertificateListSchema });
    expect(active.data.items.map((c) => [c.number, c.status, c.balance.value])).toEqual([
      ["6720-3185-4409-2671", "active", 5000],
      ["3398-7460-1527-0842", "active", 1200],
    ]);
    const completed = await call(upstream, "/api/user/certificates?state=completed", {
      token: anna,
      schema: CertificateListSchema,
    });
    expect(completed.data.items.map((c) => [c.number, c.status])).toEqual([
      ["5186-0923-6754-3319", "used"],
      ["8043-2659-7318-6024", "expired"],
    ]);
    const { data: one } = await call(upstream, "/api/user/certificates/3398-7460-1527-0842", {
      token: anna,
      schema: CertificateSchema,
    });
    expect(one).toMatchObject({ type: "plastic", amount: money(3000), balance: money(1200), status: "active" });
    const { data: history } = await call(upstream, "/api/user/certificates/3398-7460-1527-0842/history", {
      token: anna,
      schema: CertificateHistorySchema,
    });
    expect(history.items).toEqual([
      expect.objectContaining({ amount: money(-1800), orderNumber: expect.stringMatching(/^LS-\d{6}$/) }),
      expect.objectContaining({ amount: money(3000), description: "Сертификат активирован", orderNumber: null }),
    ]);
    // The order paid with it says so.
    const { data: orders } = await call(upstream, "/api/user/orders?pageSize=50", {
      token: anna,
      schema: OrderListSchema,
    });
    const paid = orders.items.find((order) => order.number === history.items[0].orderNumber)!;
    expect(
      (await call(upstream, `/api/user/orders/${paid.id}`, { token: anna, schema: OrderDetailSchema })).data.summary
        .certificate.value,
    ).toBe(1800);

    expect((await call(upstream, "/api/user/certificates?state=done", { token: anna })).status).toBe(400);
    expect(
      (await call(upstream, "/api/user/certificates", { token: maria, schema: CertificateListSchema })).data.items,
    ).toEqual([]);
  });

  it("activates a pooled certificate once, with the right code only", async () => {
    const token = await freshUser();
    const wrongCode = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "4817-2093-5561-0374", code: "00000000" },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.errors[0]).toMatchObject({ field: "code", message: "Неверный номер или код сертификата" });
    const wrongNumber = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "9999-9999-9999-9999", code: "12345678" },
    });
    expect(wrongNumber.errors[0]).toMatchObject({ field: "code", message: "Неверный номер или код сертификата" });
    const malformed = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "12", code: "12" },
    });
    expect(malformed.errors.map((e) => e.field).sort()).toEqual(["code", "number"]);

    const ok = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "4817 2093 5561 0374", code: "58204173" },
      schema: CertificateSchema,
    });
    expect(ok.data).toMatchObject({
      number: "4817-2093-5561-0374",
      type: "digital",
      amount: money(3000),
      balance: money(3000),
      status: "active",
    });
    expect(
      (await call(upstream, "/api/user/certificates", { token, schema: CertificateListSchema })).data.items.map(
        (c) => c.number,
      ),
    ).toEqual(["4817-2093-5561-0374"]);

    for (const who of [token, await freshUser()]) {
      const again = await call(upstream, "/api/user/certificates/activate", {
        token: who,
        body: { number: "4817-2093-5561-0374", code: "58204173" },
      });
      expect(again.status).toBe(409);
      expect(again.errors[0].message).toBe("Сертификат уже активирован");
    }
    const annas = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "6720-3185-4409-2671", code: "40915372" },
    });
    expect(annas.status).toBe(409);
    const expired = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "2583-0417-7962-5109", code: "27450618" },
    });
    expect(expired.status).toBe(409);
    expect(expired.errors[0].message).toBe("Срок действия сертификата истёк");
  });

  it("allows 5 wrong tries per user in 10 minutes", async () => {
    const token = await freshUser();
    // Numbers nobody has, each try from a client of its own: only the user's own limit counts them.
    for (let i = 0; i < 5; i++) {
      const body = { number: `9999-9999-9999-000${i}`, code: "00000000" };
      expect(
        (await call(upstream, "/api/user/certificates/activate", { token, body, client: `10.9.0.${i + 1}` })).status,
      ).toBe(400);
    }
    const limited = await call(upstream, "/api/user/certificates/activate", {
      token,
      body: { number: "7350-1648-2297-8815", code: "91736420" },
      client: "10.9.0.9",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    // Another user is not limited.
    const other = await call(upstream, "/api/user/certificates/activate", {
      token: await freshUser(),
      body: { number: "7350-1648-2297-8815", code: "91736420" },
      schema: CertificateSchema,
    });
    expect(other.data.status).toBe("active");
  });
});

describe("subscriptions", () => {
  it("toggles the newsletters and cancels a size subscription", async () => {
    const token = await freshUser();
    const { data: products } = await call(upstream, "/v1/catalog/products?section=odezhda&pageSize=2", {
      schema: ProductListSchema,
    });
    for (const product of products.items) {
      await call(upstream, `/api/catalog/${product.id}/subscribe`, {
        token,
        body: { offer: product.sku[0].id, email: "me@example.ru" },
        schema: AcceptedSchema,
      });
    }
    const initial = await call(upstream, "/api/user/subscriptions", { token, schema: SubscriptionsSchema });
    expect(initial.data).toMatchObject({ email: false, sms: false, emailAddress: "" });
    expect(initial.data.products.map((p) => p.productId).sort()).toEqual(products.items.map((p) => p.id).sort());
    expect(initial.data.products[0]).toMatchObject({
      size: expect.any(String),
      link: expect.stringMatching(/^\/catalog\//),
    });

    expect(
      (
        await call(upstream, "/api/user/subscriptions", {
          method: "PATCH",
          token,
          body: { sms: true },
          schema: SubscriptionsSchema,
        })
      ).data,
    ).toMatchObject({ sms: true, email: false });
    const noEmail = await call(upstream, "/api/user/subscriptions", { method: "PATCH", token, body: { email: true } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.errors[0].field).toBe("email");
    await call(upstream, "/user", { method: "PATCH", token, body: { email: "me@example.ru" }, schema: UserSchema });
    const both = await call(upstream, "/api/user/subscriptions", {
      method: "PATCH",
      token,
      body: { email: true, sms: false },
      schema: SubscriptionsSchema,
    });
    expect(both.data).toMatchObject({ email: true, sms: false, emailAddress: "me@example.ru" });
    expect(
      (await call(upstream, "/api/user/subscriptions", { method: "PATCH", token, body: { sms: "yes" } })).status,
    ).toBe(400);

    const [first, second] = both.data.products;
    const afterDelete = await call(upstream, `/api/user/subscriptions/products/${first.id}`, {
      method: "DELETE",
      token,
      schema: SubscriptionsSchema,
    });
    expect(afterDelete.data.products.map((p) => p.id)).toEqual([second.id]);
    expect(
      (await call(upstream, `/api/user/subscriptions/products/${first.id}`, { method: "DELETE", token })).status,
    ).toBe(404);
  });

  it("shows demo user 1's flags and size subscriptions", async () => {
    const { data } = await call(upstream, "/api/user/subscriptions", { token: anna, schema: SubscriptionsSchema });
    expect(data).toMatchObject({ email: true, sms: false, emailAddress: "anna.smirnova@example.ru", phone: ANNA });
    expect(data.products.length).toBe(2);
  });
});

describe("LOVE 2.0", () => {
  it("lists demo user 1's three visits and none for user 2", async () => {
    const { data } = await call(upstream, "/api/user/recycling", { token: anna, schema: RecyclingSchema });
    expect(data.items).toHaveLength(3);
    expect(data.totalBonuses).toBe(data.items.reduce((sum, item) => sum + item.bonuses, 0));
    expect(data.items[0]).toMatchObject({
      store: expect.stringContaining("LOVE STORE"),
      itemsCount: expect.any(Number),
      description: expect.any(String),
    });
    expect(data.items.map((item) => item.date)).toEqual(
      data.items
        .map((item) => item.date)
        .sort()
        .reverse(),
    );
    expect((await call(upstream, "/api/user/recycling", { token: maria, schema: RecyclingSchema })).data).toEqual({
      totalBonuses: 0,
      items: [],
    });
  });
});

describe("profile", () => {
  it("keeps the phone out of PATCH /user: a new one needs a code, a taken one is answered alike, a malformed one refused", async () => {
    const token = await freshUser();
    const { phone } = (await call(upstream, "/api/user", { token, schema: UserSchema })).data;
    const same = await call(upstream, "/user", {
      method: "PATCH",
      token,
      body: { phone, firstName: "Ольга" },
      schema: UserSchema,
    });
    expect(same.data).toMatchObject({ phone, firstName: "Ольга" });
    for (const other of ["8 (913) 555-44-33", ANNA]) {
      const refused = await call(upstream, "/user", { method: "PATCH", token, body: { phone: other } });
      expect(refused.status).toBe(400);
      expect(refused.errors[0]).toMatchObject({
        field: "phone",
        code: "phone_change_requires_code",
        message: "Новый номер подтверждается кодом из SMS",
      });
    }
    const malformed = await call(upstream, "/user", {
      method: "PATCH",
      token,
      body: { phone: "123", birthday: "1990" },
    });
    expect(malformed.errors.map((e) => e.field).sort()).toEqual(["birthday", "phone"]);
  });

  // Last: it deletes demo user 2.
  it("DELETE /api/user deletes the personal data and invalidates the token", async () => {
    const userId = (await call(upstream, "/api/user", { token: maria, schema: UserSchema })).data.id;
    const other = await login(upstream, MARIA);
    const result = await call(upstream, "/api/user", { method: "DELETE", token: maria, schema: OkSchema });
    expect(result.data).toEqual({ ok: true });
    for (const token of [maria, other]) {
      expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data).toEqual(GUEST);
      expect((await call(upstream, "/api/user/orders", { token })).status).toBe(401);
    }
    const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
    try {
      const count = (sql: string) => db.prepare(sql).pluck().get(userId);
      expect(count("SELECT COUNT(*) FROM users WHERE id = ?")).toBe(0);
      expect(count("SELECT COUNT(*) FROM orders WHERE user_id = ?")).toBe(0);
      for (const table of ["addresses", "tokens", "notices", "wishlist_items", "basket_items", "stock_subscriptions"]) {
        expect(count(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?`), table).toBe(0);
      }
      expect(
        db
          .prepare("SELECT COUNT(*) FROM orders WHERE user_id IS NULL AND customer_phone = '' AND customer_email = ''")
          .pluck()
          .get(),
      ).toBe(14);
    } finally {
      db.close();
    }
    // Logging in again starts a new, empty account.
    const again = await login(upstream, MARIA);
    const { data: fresh } = await call(upstream, "/api/user", { token: again, schema: UserSchema });
    expect(fresh).toMatchObject({ phone: MARIA, firstName: "" });
    expect(fresh.id).not.toBe(userId);
    expect(
      (await call(upstream, "/api/user/orders", { token: again, schema: OrderListSchema })).data.pagination.total,
    ).toBe(0);
  });
});
