import { describe, expect, it } from "vitest";
import { AuthCodeSchema } from "../../../app/contract/auth";
import { TokenSchema } from "../../../app/contract/user";
import { call, login, startTestUpstream } from "./helpers";
import {
  SEED,
  START,
  upstream,
  freshPhone,
  requestCode,
  logInWith,
  withAccountSecurityUpstream,
} from "../support/account-security-upstream";

let now = START;
withAccountSecurityUpstream(() => now);

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
    // Each wrong try says how many are left, in the Russian plural forms.
    for (const left of ["Осталось 4 попытки", "Осталось 3 попытки", "Осталось 2 попытки", "Осталась 1 попытка"])
      expect((await logInWith(phone, "000000")).errors[0]).toMatchObject({
        code: "invalid_code",
        message: `Неверный код. ${left}`,
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
