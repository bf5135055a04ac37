import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCodeSchema, OkSchema } from "../../../app/contract/auth";
import { InitSchema } from "../../../app/contract/content";
import { GUEST, NoticeListSchema, TokenSchema, UserSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.stop());

const DEMO_PHONE = "+79990000001";

describe("GET /api/init", () => {
  it("returns the store, no tag-manager id unless one is configured, and zero counters without a token", async () => {
    const { data } = await call(upstream, "/api/init", { schema: InitSchema });
    expect(data.store.name).toBe("LOVE STORE");
    expect(data.gtmId).toBe("");
    expect(data.counters).toEqual({ basket: 0, wishlist: 0 });
  });
});

describe("GET /api/user and /api/user/notice", () => {
  it("answers the guest user and no notices without a valid token", async () => {
    for (const token of [undefined, "x".repeat(43), "not a token"]) {
      expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data).toEqual(GUEST);
      expect((await call(upstream, "/api/user/notice", { token, schema: NoticeListSchema })).data).toEqual([]);
    }
  });

  it("answers the demo user and their notices after login", async () => {
    const token = await login(upstream, DEMO_PHONE);
    const { data: user } = await call(upstream, "/api/user", { token, schema: UserSchema });
    expect(user).toMatchObject({
      firstName: "Анна",
      lastName: "Смирнова",
      name: "Анна Смирнова",
      phone: DEMO_PHONE,
      agreement: true,
    });
    expect(user.id).toBeGreaterThan(0);
    const { data: notices } = await call(upstream, "/api/user/notice", { token, schema: NoticeListSchema });
    expect(notices.length).toBeGreaterThanOrEqual(2);
  });
});

describe("demo phone login", () => {
  it("logs the code instead of sending an SMS and rate-limits repeated requests", async () => {
    const phone = "+79161234567";
    const first = await call(upstream, "/api/auth/code", {
      body: { phone: "8 (916) 123-45-67" },
      schema: AuthCodeSchema,
    });
    expect(first.data).toEqual({ phone, retryAfter: 30 });
    expect(first.messages[0].message).toContain("123456");
    expect(upstream.logs).toContainEqual(
      expect.objectContaining({ msg: "demo code", purpose: "login", phone, code: "123456" }),
    );
    const second = await call(upstream, "/api/auth/code", { body: { phone } });
    expect(second.status).toBe(429);
    expect(second.errors[0].message).toMatch(/^Новый код можно запросить через \d+ с$/);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("rejects a malformed phone and a wrong code with Russian messages", async () => {
    const badPhone = await call(upstream, "/api/auth/code", { body: { phone: "12345" } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.errors[0]).toMatchObject({
      field: "phone",
      message: "Введите номер телефона в формате +7XXXXXXXXXX",
    });
    await call(upstream, "/api/auth/code", { body: { phone: DEMO_PHONE } });
    const wrong = await call(upstream, "/api/auth/login", { body: { phone: DEMO_PHONE, code: "654321" } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors[0]).toMatchObject({ field: "code", message: "Неверный код. Осталось 4 попытки" });
    const missing = await call(upstream, "/api/auth/login", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.errors.map((e) => e.field).sort()).toEqual(["code", "phone"]);
    const notJson = await call(upstream, "/api/auth/login", { body: "{oops" });
    expect(notJson.status).toBe(400);
  });

  it("creates a new user on first login with 123456, and logout invalidates the token", async () => {
    await call(upstream, "/api/auth/code", { body: { phone: "+79005554433" } });
    const { data } = await call(upstream, "/api/auth/login", {
      body: { phone: "+79005554433", code: "123456" },
      schema: TokenSchema,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const { data: user } = await call(upstream, "/api/user", { token: data.token, schema: UserSchema });
    expect(user).toMatchObject({ phone: "+79005554433", firstName: "", name: "" });
    expect(user.id).toBeGreaterThan(0);
    expect(
      (await call(upstream, "/api/auth/logout", { method: "POST", token: data.token, schema: OkSchema })).data,
    ).toEqual({ ok: true });
    expect((await call(upstream, "/api/user", { token: data.token, schema: UserSchema })).data.id).toBe(0);
  });

  it("moves the guest's basket and wishlist to the user on login", async () => {
    const { data: guest } = await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema });
    const userToken = await login(upstream, "+79990000002");
    // No basket endpoints yet: fill both carts in the database directly.
    const db = new Database(databaseFile(upstream.dataDir, 300));
    try {
      const guestId = db.prepare("SELECT guest_id FROM tokens WHERE token = ?").pluck().get(guest.token) as number;
      const userId = db.prepare("SELECT user_id FROM tokens WHERE token = ?").pluck().get(userToken) as number;
      const now = Math.floor(Date.now() / 1000);
      const addLine = db.prepare(
        "INSERT INTO basket_items (user_id, guest_id, offer_id, quantity, created_at) VALUES (?, ?, ?, ?, ?)",
      );
      addLine.run(null, guestId, 1, 2, now);
      addLine.run(null, guestId, 2, 1, now);
      addLine.run(userId, null, 1, 1, now);
      const addWish = db.prepare(
        "INSERT INTO wishlist_items (user_id, guest_id, product_id, created_at) VALUES (?, ?, ?, ?)",
      );
      addWish.run(null, guestId, 1, now);
      addWish.run(null, guestId, 2, now);
      addWish.run(userId, null, 2, now);
    } finally {
      db.close();
    }
    expect((await call(upstream, "/api/init", { token: guest.token, schema: InitSchema })).data.counters).toEqual({
      basket: 3,
      wishlist: 2,
    });

    const merged = await login(upstream, "+79990000002", guest.token);
    expect((await call(upstream, "/api/init", { token: merged, schema: InitSchema })).data.counters).toEqual({
      basket: 4,
      wishlist: 2,
    });
    expect((await call(upstream, "/api/init", { token: guest.token, schema: InitSchema })).data.counters).toEqual({
      basket: 0,
      wishlist: 0,
    });
  });
});

describe("PATCH /user", () => {
  it("needs a logged-in user", async () => {
    const { data: guest } = await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema });
    for (const token of [undefined, guest.token, "expired-or-unknown-token-0123456789abcdef"]) {
      const result = await call(upstream, "/user", { method: "PATCH", token, body: { firstName: "Ольга" } });
      expect(result.status).toBe(401);
      expect(result.errors[0].message).toMatch(/авторизация/i);
    }
  });

  it("saves profile fields and validates them", async () => {
    const token = await login(upstream, "+79001112233");
    const saved = await call(upstream, "/user", {
      method: "PATCH",
      token,
      body: { firstName: " Ольга ", lastName: "Петрова", email: "olga@example.ru", birthday: "01.02.1990" },
      schema: UserSchema,
    });
    expect(saved.data).toMatchObject({
      firstName: "Ольга",
      lastName: "Петрова",
      name: "Ольга Петрова",
      email: "olga@example.ru",
      birthDay: "01.02.1990",
    });
    const invalid = await call(upstream, "/user", {
      method: "PATCH",
      token,
      body: { email: "olga", birthday: "31.02.1990" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "email", message: "Введите корректный email" }),
        expect.objectContaining({ field: "birthday", message: "Неверная дата рождения" }),
      ]),
    );
  });
});
