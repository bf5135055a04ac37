import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  AddressListSchema,
  OrderListSchema,
  RecyclingSchema,
  SubscriptionsSchema,
} from "../../../app/contract/account";
import { AcceptedSchema } from "../../../app/contract/basket";
import { OkSchema } from "../../../app/contract/auth";
import { ProductListSchema } from "../../../app/contract/catalog";
import { GUEST, TokenSchema, UserSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login } from "./helpers";
import { ANNA, MARIA, upstream, anna, maria, freshUser, withPersonalUpstream } from "../support/personal-upstream";

withPersonalUpstream();

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
