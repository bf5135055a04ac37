import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCodeSchema } from "../../../app/contract/auth";
import { CertificateSchema } from "../../../app/contract/account";
import { OrderStateSchema } from "../../../app/contract/order";
import { TokenSchema, UserSchema } from "../../../app/contract/user";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/** Login codes, the confirmed phone change and the certificate locks (issue 13, items 3, 4 and 6; issue 20, item 4). */

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
    expect(result.errors[0]).toMatchObject({
      field: "code",
      code: "code_not_requested",
      message: "Сначала запросите код",
    });
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
    expect(late.errors[0]).toMatchObject({
      field: "code",
      code: "code_expired",
      message: "Срок действия кода истёк. Запросите новый код",
    });
    await requestCode(phone);
    now += 4 * 60_000;
    expect((await logInWith(phone, "123456")).status).toBe(200);
  });

  it("voids a code after 5 wrong tries, even for the right code next", async () => {
    const phone = freshPhone();
    await requestCode(phone);
    for (let i = 0; i < 4; i++)
      expect((await logInWith(phone, "000000")).errors[0]).toMatchObject({
        code: "invalid_code",
        message: "Неверный код",
      });
    const fifth = await logInWith(phone, "000000");
    expect(fifth.errors[0]).toMatchObject({ field: "code", code: "code_attempts_exceeded" });
    const right = await logInWith(phone, "123456");
    expect(right.status).toBe(400);
    expect(right.errors[0]).toMatchObject({
      code: "code_attempts_exceeded",
      message: "Код больше не действует: было 5 неверных попыток. Запросите новый код",
    });
    // Voiding the code lifts no wait: a new one comes after the spacing (30 s), and works.
    expect((await requestCode(phone)).errors[0]).toMatchObject({
      field: "phone",
      code: "rate_limited",
      message: "Новый код можно запросить через 30 с",
    });
    now += 30_000;
    expect((await requestCode(phone)).status).toBe(200);
    expect((await logInWith(phone, "123456")).status).toBe(200);
  });

  it("voiding a code lifts no wait: the measured attack (a code, five wrong ones, again) sends one code", async () => {
    const phone = freshPhone();
    const attacker = "203.0.113.7";
    const sent = () => upstream.logs.filter((entry) => entry.msg === "demo code" && entry.phone === phone).length;
    const answers: number[] = [];
    for (let round = 0; round < 5; round++) {
      const asked = await call(upstream, "/api/auth/code", { body: { phone }, client: attacker });
      answers.push(asked.status);
      if (asked.status === 429) {
        expect(asked.errors[0]).toMatchObject({
          field: "phone",
          code: "rate_limited",
          message: "Новый код можно запросить через 30 с",
        });
        expect(asked.headers.get("retry-after")).toBe("30");
      }
      for (let i = 0; i < 5; i++)
        await call(upstream, "/api/auth/login", { body: { phone, code: "000000" }, client: attacker });
    }
    expect(answers).toEqual([200, 429, 429, 429, 429]);
    expect(sent()).toBe(1);
    now += 60 * 60_000;
  });

  it("spaces the codes to a phone 30 s, 1, 2, 5, then 10 min apart, whoever asks: 10 in the first hour, 6 an hour after", async () => {
    const phone = freshPhone();
    const start = now;
    let client = 0;
    // A client of its own for every request: no client's budget ever bites, only the phone's spacing.
    const ask = () => call(upstream, "/api/auth/code", { body: { phone }, client: `198.51.100.${++client}` });
    const spacings: number[] = [];
    const refusals: string[] = [];
    const sendTimes: number[] = [];
    while (now - start < 2 * 60 * 60_000) {
      const sent = await ask();
      expect(sent.status).toBe(200);
      sendTimes.push(now - start);
      const { retryAfter } = AuthCodeSchema.parse(sent.data);
      spacings.push(retryAfter);
      // A second later, another client is told the wait left, no more.
      now += 1000;
      const early = await ask();
      expect(early.status).toBe(429);
      expect(Number(early.headers.get("retry-after"))).toBe(retryAfter - 1);
      refusals.push(early.errors[0].message);
      now += (retryAfter - 1) * 1000;
    }
    expect(spacings.slice(0, 7)).toEqual([30, 60, 120, 300, 600, 600, 600]);
    expect(refusals.slice(0, 6)).toEqual([
      "Новый код можно запросить через 29 с",
      "Новый код можно запросить через 59 с",
      "Новый код можно запросить через 1 мин 59 с",
      "Новый код можно запросить через 4 мин 59 с",
      "Новый код можно запросить через 9 мин 59 с",
      "Новый код можно запросить через 9 мин 59 с",
    ]);
    const inHour = (from: number) => sendTimes.filter((t) => t >= from && t < from + 60 * 60_000).length;
    expect(inHour(0)).toBe(10);
    expect(inHour(60 * 60_000)).toBe(6);
    now += 60 * 60_000;
  });

  it("one client's budget runs out; the owner, from another client, waits no more than the spacing and logs in", async () => {
    const phone = freshPhone();
    const [attacker, owner] = ["203.0.113.9", "192.0.2.44"];
    const start = now;
    for (let i = 0; i < 5; i++) {
      const sent = await call(upstream, "/api/auth/code", {
        body: { phone },
        client: attacker,
        schema: AuthCodeSchema,
      });
      for (let j = 0; j < 5; j++)
        await call(upstream, "/api/auth/login", { body: { phone, code: "000000" }, client: attacker });
      if (i < 4) now += sent.data.retryAfter * 1000;
      // The fifth code spends the attacker's budget for the rest of the hour: its answer says so.
      else expect(sent.data.retryAfter).toBe((start + 60 * 60_000 - now) / 1000);
    }
    // A second after the attacker's fifth code: the owner is told the spacing left (10 min), no more.
    now += 1000;
    const early = await call(upstream, "/api/auth/code", { body: { phone }, client: owner });
    expect(early.errors[0].message).toBe("Новый код можно запросить через 9 мин 59 с");
    now += 599_000;
    const spent = await call(upstream, "/api/auth/code", { body: { phone }, client: attacker });
    expect(spent.status).toBe(429);
    expect(spent.errors[0]).toMatchObject({
      field: "phone",
      code: "rate_limited",
      message: "Слишком много запросов кода. Новый код можно запросить через 42 мин",
    });
    expect(Number(spent.headers.get("retry-after"))).toBe(2490);
    expect((await call(upstream, "/api/auth/code", { body: { phone }, client: owner })).status).toBe(200);
    expect((await call(upstream, "/api/auth/login", { body: { phone, code: "123456" }, client: owner })).status).toBe(
      200,
    );
    // A used code shows the phone is its owner's: the count starts again.
    expect(
      (await call(upstream, "/api/auth/code", { body: { phone }, client: owner, schema: AuthCodeSchema })).data
        .retryAfter,
    ).toBe(30);
    now += 60 * 60_000;
  });

  it("counts a phone-change code to a number among the codes sent to it", async () => {
    const phone = freshPhone();
    const token = await login(upstream, freshPhone());
    expect((await call(upstream, "/user/phone", { token, body: { phone }, client: "203.0.113.11" })).status).toBe(200);
    const login2 = await call(upstream, "/api/auth/code", { body: { phone }, client: "192.0.2.45" });
    expect(login2.status).toBe(429);
    expect(login2.errors[0].message).toBe("Новый код можно запросить через 30 с");
    now += 60 * 60_000;
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
      const hook = await call<{ phone: string; code: string }>(
        random,
        `/__codes/login?phone=${encodeURIComponent(phone)}`,
      );
      expect(hook.data).toEqual({ phone, code: logged!.code });
      if (logged!.code !== "123456")
        expect((await call(random, "/api/auth/login", { body: { phone, code: "123456" } })).errors[0].code).toBe(
          "invalid_code",
        );
      expect(
        (await call(random, "/api/auth/login", { body: { phone, code: logged!.code }, schema: TokenSchema })).status,
      ).toBe(200);
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
    expect(upstream.logs).toContainEqual(
      expect.objectContaining({ msg: "demo code", purpose: "phone", phone: newPhone }),
    );
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(oldPhone);

    const wrong = await call(upstream, "/user/phone/confirm", { token, body: { phone: newPhone, code: "000000" } });
    expect(wrong.errors[0]).toMatchObject({ field: "code", message: "Неверный код" });
    // The login code of that number is another code: it does not confirm the change.
    expect(
      (
        await call(upstream, "/user/phone/confirm", {
          token: otherDevice,
          body: { phone: freshPhone(), code: "123456" },
        })
      ).errors[0].code,
    ).toBe("code_not_requested");

    const done = await call(upstream, "/user/phone/confirm", {
      token,
      body: { phone: newPhone, code: "123456" },
      schema: UserSchema,
    });
    expect(done.data).toMatchObject({ id: user.id, phone: newPhone });
    expect(done.messages[0].message).toBe("Номер телефона изменён");
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(newPhone);
    expect((await call(upstream, "/api/user", { token: otherDevice, schema: UserSchema })).data.id).toBe(0);
    // The new number logs into this account; the old one is free again (a new, empty account).
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, newPhone), schema: UserSchema })).data.id,
    ).toBe(user.id);
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, oldPhone), schema: UserSchema })).data.id,
    ).not.toBe(user.id);
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
    expect(upstream.logs.slice(logsBefore)).not.toContainEqual(
      expect.objectContaining({ phone: ANNA, code: expect.anything() }),
    );
    const confirm = await call(upstream, "/user/phone/confirm", { token, body: { phone: ANNA, code: "123456" } });
    expect(confirm.status).toBe(400);
    expect(confirm.errors[0]).toMatchObject({ field: "code", code: "invalid_code", message: "Неверный код" });
    // The code "sent" counts among the number's codes (the same answers as for a free number): hers comes 30 s on.
    now += 30_000;
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, ANNA), schema: UserSchema })).data.firstName,
    ).toBe("Анна");
  });

  it("refuses the current number and a malformed one", async () => {
    const phone = freshPhone();
    const token = await login(upstream, phone);
    expect((await call(upstream, "/user/phone", { token, body: { phone } })).errors[0]).toMatchObject({
      field: "phone",
      code: "phone_unchanged",
    });
    expect((await call(upstream, "/user/phone", { token, body: { phone: "123" } })).errors[0].field).toBe("phone");
    expect((await call(upstream, "/user/phone", { body: { phone: freshPhone() } })).status).toBe(401);
  });
});

describe("certificate locks", () => {
  const activate = (token: string, body: { number: string; code: string }, client: string) =>
    call(upstream, "/api/user/certificates/activate", { token, body, client });

  it("five wrong codes lock the client that tried them, not the number: another client activates it", async () => {
    const POOL = { number: "9618-2754-4403-0197", code: "05273964" };
    const attacker = "203.0.113.20";
    for (let i = 0; i < 5; i++) {
      // A fresh account every try: only the client's allowance is spent.
      const wrong = await activate(
        await login(upstream, freshPhone()),
        { number: POOL.number, code: "00000000" },
        attacker,
      );
      expect(wrong.errors[0]).toMatchObject({ field: "code", code: "invalid_certificate" });
    }
    const held = await activate(await login(upstream, freshPhone()), POOL, attacker);
    expect(held.status).toBe(429);
    expect(held.errors[0]).toMatchObject({
      field: "code",
      code: "rate_limited",
      message: "Слишком много неверных кодов. Повторите через 10 мин",
    });
    expect(held.headers.get("retry-after")).toBe("600");
    const shopper = await call(upstream, "/api/user/certificates/activate", {
      token: await login(upstream, freshPhone()),
      body: POOL,
      client: "192.0.2.50",
      schema: CertificateSchema,
    });
    expect(shopper.data.status).toBe("active");
    // Ten minutes on, the attacker's client may try again.
    now += 10 * 60_000;
    expect(
      (
        await activate(
          await login(upstream, freshPhone()),
          { number: "1745-6390-8251-4436", code: "00000000" },
          attacker,
        )
      ).errors[0].code,
    ).toBe("invalid_certificate");
    now += 60 * 60_000;
  });

  it("locks a number only after 50 wrong codes from all clients within the hour, and never for its owner's checkout", async () => {
    const CERTIFICATE = { number: "7350-1648-2297-8815", code: "91736420" };
    let attackers = 0;
    /** `count` wrong codes, five per client (each with an account of its own): one client's whole allowance. */
    const wrongCodes = async (count: number) => {
      for (let done = 0; done < count;) {
        const [token, client] = [await login(upstream, freshPhone()), `198.51.100.${++attackers}`];
        for (let i = 0; i < 5 && done < count; i++, done++) {
          expect((await activate(token, { number: CERTIFICATE.number, code: "00000000" }, client)).status).toBe(400);
        }
      }
    };
    await wrongCodes(49);
    // 49 wrong codes: not locked. The shopper activates it and pays with it at checkout.
    const shopper = { token: await login(upstream, freshPhone()), client: "192.0.2.60" };
    expect((await activate(shopper.token, CERTIFICATE, shopper.client)).status).toBe(200);
    const db = new Database(databaseFile(upstream.dataDir, SEED), { readonly: true });
    const offer = db
      .prepare("SELECT id AS offerId, product_id AS productId FROM offers WHERE quantity >= 3 ORDER BY id LIMIT 1")
      .get() as { offerId: number; productId: number };
    db.close();
    await call(upstream, `/api/basket/${offer.productId}`, {
      token: shopper.token,
      body: { offer: offer.offerId, city: "moscow" },
      client: shopper.client,
    });
    const pay = () =>
      call(upstream, "/api/order/calculate", {
        token: shopper.token,
        body: { certificate: [CERTIFICATE] },
        client: shopper.client,
        schema: OrderStateSchema,
      });
    expect((await pay()).data.certificate).toEqual([expect.objectContaining({ number: CERTIFICATE.number })]);

    await wrongCodes(1);
    // The 50th locks the number for an hour, for everyone else…
    const other = await activate(await login(upstream, freshPhone()), CERTIFICATE, "192.0.2.61");
    expect(other.status).toBe(429);
    expect(other.errors[0]).toMatchObject({
      field: "code",
      code: "certificate_locked",
      message: "Сертификат временно заблокирован: слишком много неверных кодов. Попробуйте через 1 ч",
    });
    // …but not for its owner paying with it.
    const paid = await pay();
    expect(paid.errors).toEqual([]);
    expect(paid.data.certificate).toEqual([expect.objectContaining({ number: CERTIFICATE.number })]);
    now += 60 * 60_000;
    expect((await activate(await login(upstream, freshPhone()), CERTIFICATE, "192.0.2.62")).errors[0].code).toBe(
      "certificate_activated",
    );
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
