import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCodeSchema } from "../../../app/upstream/schemas/auth";
import { CertificateSchema } from "../../../app/upstream/schemas/account";
import { TokenSchema, UserSchema } from "../../../app/upstream/schemas/user";
import { createCertificateStore } from "../../../server/upstream/account/certificates";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** Login codes, the confirmed phone change and the certificate locks (issue 13, items 3, 4 and 6). */

const SEED = 30;
let now = Date.parse("2026-03-02T09:00:00Z");
let upstream: TestUpstream;
let phoneCounter = 0;
const freshPhone = () => `+7913000${String(++phoneCounter).padStart(4, "0")}`;

beforeAll(async () => {
  upstream = await startTestUpstream({ seedProducts: SEED, clock: () => now });
});
afterAll(() => upstream.stop());

const requestCode = (phone: string) => call(upstream, "/api/auth/code", { body: { phone } });
const logInWith = (phone: string, code: string) => call(upstream, "/api/auth/login", { body: { phone, code } });

describe("login codes", () => {
  it("refuses a code that was never requested", async () => {
    const result = await logInWith(freshPhone(), "123456");
    expect(result.status).toBe(400);
    expect(result.errors[0]).toMatchObject({ field: "code", code: "code_not_requested", message: "Сначала запросите код" });
  });

  it("uses a code once", async () => {
    const phone = freshPhone();
    expect((await requestCode(phone)).status).toBe(200);
    expect((await logInWith(phone, "123456")).status).toBe(200);
    const again = await logInWith(phone, "123456");
    expect(again.status).toBe(400);
    expect(again.errors[0].code).toBe("code_not_requested");
    // A used code does not hold the next request back.
    expect((await requestCode(phone)).status).toBe(200);
    expect((await logInWith(phone, "123456")).status).toBe(200);
  });

  it("lets a code expire after 5 minutes", async () => {
    const phone = freshPhone();
    await requestCode(phone);
    now += 5 * 60_000;
    const late = await logInWith(phone, "123456");
    expect(late.errors[0]).toMatchObject({ field: "code", code: "code_expired", message: "Срок действия кода истёк. Запросите новый код" });
    await requestCode(phone);
    now += 4 * 60_000;
    expect((await logInWith(phone, "123456")).status).toBe(200);
  });

  it("voids a code after 5 wrong tries, even for the right code next", async () => {
    const phone = freshPhone();
    await requestCode(phone);
    for (let i = 0; i < 4; i++) expect((await logInWith(phone, "000000")).errors[0]).toMatchObject({ code: "invalid_code", message: "Неверный код" });
    const fifth = await logInWith(phone, "000000");
    expect(fifth.errors[0]).toMatchObject({ field: "code", code: "code_attempts_exceeded" });
    const right = await logInWith(phone, "123456");
    expect(right.status).toBe(400);
    expect(right.errors[0]).toMatchObject({ code: "code_attempts_exceeded", message: "Код больше не действует: было 5 неверных попыток. Запросите новый код" });
    // A new code works.
    expect((await requestCode(phone)).status).toBe(200);
    expect((await logInWith(phone, "123456")).status).toBe(200);
  });

  it("limits the codes sent to a phone: one per 30 s, five per 10 minutes unless one is used", async () => {
    const phone = freshPhone();
    expect((await requestCode(phone)).status).toBe(200);
    const soon = await requestCode(phone);
    expect(soon.status).toBe(429);
    expect(soon.errors[0]).toMatchObject({ field: "phone", code: "rate_limited" });
    for (let i = 0; i < 4; i++) {
      now += 31_000;
      expect((await requestCode(phone)).status).toBe(200);
    }
    now += 31_000;
    const sixth = await requestCode(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.errors[0].message).toMatch(/^Слишком много запросов кода. Новый код можно запросить через \d+ мин$/);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(60);
    // The last code sent still works, and using it shows the phone is its owner's: the count starts again.
    expect((await logInWith(phone, "123456")).status).toBe(200);
    expect((await requestCode(phone)).status).toBe(200);
    now += 10 * 60_000;
  });
});

describe("random codes (DEMO_CODES=0) and the test hook", () => {
  it("issues six random digits, logs them, and serves the pending one to loopback tests in test mode only", async () => {
    const random = await startTestUpstream({ seedProducts: SEED, demoCodes: false, faults: {} });
    try {
      const phone = "+79135550001";
      const sent = await call(random, "/api/auth/code", { body: { phone }, schema: AuthCodeSchema });
      expect(sent.messages).toEqual([]);
      const logged = random.logs.find((entry) => entry.msg === "code" && entry.phone === phone);
      expect(logged?.code).toMatch(/^\d{6}$/);
      const hook = await call<{ phone: string; code: string }>(random, `/__codes/login?phone=${encodeURIComponent(phone)}`);
      expect(hook.data).toEqual({ phone, code: logged!.code });
      if (logged!.code !== "123456") expect((await call(random, "/api/auth/login", { body: { phone, code: "123456" } })).errors[0].code).toBe("invalid_code");
      expect((await call(random, "/api/auth/login", { body: { phone, code: logged!.code }, schema: TokenSchema })).status).toBe(200);
      expect((await call(random, `/__codes/login?phone=${encodeURIComponent(phone)}`)).status).toBe(404);
    } finally {
      await random.stop();
    }
    // Not in test mode: no hook.
    expect((await call(upstream, "/__codes/login?phone=%2B79135550001")).status).toBe(404);
  });
});

describe("phone change", () => {
  const ANNA = "+79990000001";

  it("PATCH /user no longer changes the phone, and answers a taken number like a free one", async () => {
    const token = await login(upstream, freshPhone());
    for (const phone of [ANNA, freshPhone()]) {
      const result = await call(upstream, "/user", { method: "PATCH", token, body: { firstName: "Ольга", phone } });
      expect(result.status).toBe(400);
      expect(result.errors[0]).toMatchObject({ field: "phone", code: "phone_change_requires_code" });
    }
  });

  it("changes the phone only with the code sent to the new number, and ends the user's other sessions", async () => {
    const oldPhone = freshPhone();
    const newPhone = freshPhone();
    const token = await login(upstream, oldPhone);
    const otherDevice = await login(upstream, oldPhone);
    const user = (await call(upstream, "/api/user", { token, schema: UserSchema })).data;

    const sent = await call(upstream, "/user/phone", { token, body: { phone: newPhone }, schema: AuthCodeSchema });
    expect(sent.data).toEqual({ phone: newPhone, retryAfter: 30 });
    expect(upstream.logs).toContainEqual(expect.objectContaining({ msg: "demo code", purpose: "phone", phone: newPhone }));
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(oldPhone);

    const wrong = await call(upstream, "/user/phone/confirm", { token, body: { phone: newPhone, code: "000000" } });
    expect(wrong.errors[0]).toMatchObject({ field: "code", message: "Неверный код" });
    // The login code of that number is another code: it does not confirm the change.
    expect((await call(upstream, "/user/phone/confirm", { token: otherDevice, body: { phone: freshPhone(), code: "123456" } })).errors[0].code).toBe("code_not_requested");

    const done = await call(upstream, "/user/phone/confirm", { token, body: { phone: newPhone, code: "123456" }, schema: UserSchema });
    expect(done.data).toMatchObject({ id: user.id, phone: newPhone });
    expect(done.messages[0].message).toBe("Номер телефона изменён");
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(newPhone);
    expect((await call(upstream, "/api/user", { token: otherDevice, schema: UserSchema })).data.id).toBe(0);
    // The new number logs into this account; the old one is free again (a new, empty account).
    expect((await call(upstream, "/api/user", { token: await login(upstream, newPhone), schema: UserSchema })).data.id).toBe(user.id);
    expect((await call(upstream, "/api/user", { token: await login(upstream, oldPhone), schema: UserSchema })).data.id).not.toBe(user.id);
  });

  it("answers a number of another user as a free one, sends no code, and refuses it like a wrong code", async () => {
    const token = await login(upstream, freshPhone());
    const free = await call(upstream, "/user/phone", { token, body: { phone: freshPhone() } });
    const logsBefore = upstream.logs.length;
    const taken = await call(upstream, "/user/phone", { token, body: { phone: ANNA } });
    expect({ status: taken.status, messages: taken.messages, data: { ...(taken.data as object), phone: "" } }).toEqual({
      status: free.status,
      messages: free.messages,
      data: { ...(free.data as object), phone: "" },
    });
    expect(upstream.logs.slice(logsBefore)).not.toContainEqual(expect.objectContaining({ phone: ANNA, code: expect.anything() }));
    const confirm = await call(upstream, "/user/phone/confirm", { token, body: { phone: ANNA, code: "123456" } });
    expect(confirm.status).toBe(400);
    expect(confirm.errors[0]).toMatchObject({ field: "code", code: "invalid_code", message: "Неверный код" });
    expect((await call(upstream, "/api/user", { token: await login(upstream, ANNA), schema: UserSchema })).data.firstName).toBe("Анна");
  });

  it("refuses the current number and a malformed one", async () => {
    const phone = freshPhone();
    const token = await login(upstream, phone);
    expect((await call(upstream, "/user/phone", { token, body: { phone } })).errors[0]).toMatchObject({ field: "phone", code: "phone_unchanged" });
    expect((await call(upstream, "/user/phone", { token, body: { phone: "123" } })).errors[0].field).toBe("phone");
    expect((await call(upstream, "/user/phone", { body: { phone: freshPhone() } })).status).toBe(401);
  });
});

describe("certificate locks", () => {
  const POOL = { number: "9618-2754-4403-0197", code: "05273964" };

  it("locks a number for an hour after 5 wrong codes, whoever tries", async () => {
    for (let i = 0; i < 4; i++) {
      const wrong = await call(upstream, "/api/user/certificates/activate", { token: await login(upstream, freshPhone()), body: { number: POOL.number, code: "00000000" } });
      expect(wrong.errors[0]).toMatchObject({ code: "invalid_certificate" });
    }
    const fifth = await call(upstream, "/api/user/certificates/activate", { token: await login(upstream, freshPhone()), body: { number: POOL.number, code: "00000000" } });
    expect(fifth.status).toBe(429);
    expect(fifth.errors[0]).toMatchObject({ field: "code", code: "certificate_locked" });
    const right = await call(upstream, "/api/user/certificates/activate", { token: await login(upstream, freshPhone()), body: POOL });
    expect(right.status).toBe(429);
    expect(right.errors[0]).toMatchObject({ code: "certificate_locked", message: "Сертификат заблокирован на час после 5 неверных кодов. Попробуйте позже" });
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(3000);

    const db = new Database(databaseFile(upstream.dataDir, SEED));
    try {
      // Spending at checkout is refused the same way.
      const usable = createCertificateStore(db).usable(1, POOL.number, POOL.code);
      expect(usable).toEqual({ ok: false, reason: "Сертификат заблокирован на час после 5 неверных кодов. Попробуйте позже" });
      // An hour later the right code works.
      db.prepare("UPDATE certificates SET locked_until = ? WHERE number = ?").run(Date.now() - 1, POOL.number);
    } finally {
      db.close();
    }
    const later = await call(upstream, "/api/user/certificates/activate", { token: await login(upstream, freshPhone()), body: POOL, schema: CertificateSchema });
    expect(later.data.status).toBe("active");
  });

  it("seeds random numbers and codes of 8 digits or more", async () => {
    const db = new Database(databaseFile(upstream.dataDir, SEED), { readonly: true });
    try {
      const rows = db.prepare("SELECT number, code FROM certificates").all() as { number: string; code: string }[];
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expect(row.code).toMatch(/^\d{8,}$/);
      const numbers = rows.map((row) => BigInt(row.number.replaceAll("-", ""))).sort((a, b) => (a < b ? -1 : 1));
      // No two numbers within 1000 of each other: knowing one tells nothing of the others.
      for (let i = 1; i < numbers.length; i++) expect(numbers[i] - numbers[i - 1]).toBeGreaterThan(1000n);
    } finally {
      db.close();
    }
  });
});
