import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

/**
 * The storefront's side of the login-code and certificate protections (docs/reliability.md): a refused code is told
 * next to its field, and the per-client limits on tries hold.
 */

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let cookies: typeof import("~/cookies.server");
let login: typeof import("~/routes/login");
let activation: typeof import("~/routes/personal.certificates.activation");

beforeAll(async () => {
  upstream = await startTestUpstream(30);
  [cookies, login, activation] = await Promise.all([
    import("~/cookies.server"),
    import("~/routes/login"),
    import("~/routes/personal.certificates.activation"),
  ]);
});
afterAll(() => upstream.dispose());

let seq = 0;
const freshPhone = () => `+7999444${String(++seq).padStart(4, "0")}`;
/** A client of its own: the address the Node server puts in the load context (req.ip behind the trusted proxy). */
const client = () => `10.77.${++seq}.9`;

const post = (
  route: { action: (a: never) => Promise<unknown> },
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
  cookie?: string,
) =>
  settle(() =>
    route.action({
      ...args(url, { method: "POST", body: new URLSearchParams(fields), headers, cookie }),
      params: {},
      context: { clientAddress: headers["X-Forwarded-For"] },
    } as never),
  );

describe("login", () => {
  it("puts the upstream's refusal of a code that was never requested next to the code field", async () => {
    const phone = freshPhone();
    const response = await post(
      login,
      "/login/",
      { intent: "login", phone, code: "123456" },
      { "X-Forwarded-For": client() },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      step: "code",
      fieldErrors: { code: "Сначала запросите код" },
      values: { code: "123456" },
    });
  });

  it("limits login tries per client: the 21st within 10 minutes is refused next to the field", async () => {
    const headers = { "X-Forwarded-For": client() };
    for (let i = 0; i < 20; i++) {
      expect(
        (await post(login, "/login/", { intent: "login", phone: freshPhone(), code: "000000" }, headers)).status,
      ).toBe(400);
    }
    const phone = freshPhone();
    expect((await post(login, "/login/", { intent: "code", phone }, { "X-Forwarded-For": client() })).status).toBe(200);
    const limited = await post(login, "/login/", { intent: "login", phone, code: "123456" }, headers);
    expect(limited.status).toBe(429);
    expect((await limited.json()).fieldErrors.code).toMatch(/^Слишком много попыток входа. Повторите через \d+ мин\.$/);
    // Another client logs in with the same code.
    expect(
      (await post(login, "/login/", { intent: "login", phone, code: "123456" }, { "X-Forwarded-For": client() }))
        .status,
    ).toBe(303);
  });
});

describe("per-client limits for IPv6 (one subscriber's /64)", () => {
  it("15 code requests from 15 addresses of one /64: 10 pass, then 429; another /64 is not held", async () => {
    const statuses = [];
    for (let i = 1; i <= 15; i++) {
      const headers = { "X-Forwarded-For": `2001:db8:3400:1::${i.toString(16)}` };
      statuses.push((await post(login, "/login/", { intent: "code", phone: freshPhone() }, headers)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    const other = { "X-Forwarded-For": "2001:db8:3400:2::1" };
    expect((await post(login, "/login/", { intent: "code", phone: freshPhone() }, other)).status).toBe(200);
  });
});

describe("certificate activation", () => {
  it("limits tries per client: the upstream after 5 wrong codes, the storefront itself from the 11th try", async () => {
    const headers = { "X-Forwarded-For": client() };
    for (let i = 0; i < 10; i++) {
      // A fresh account every try: the upstream's per-user limit never bites; numbers nobody has lock nothing. The
      // upstream holds this client after its fifth wrong code (by the address the storefront tells it).
      const cookie = await userCookie(upstream, freshPhone(), cookies.tokenCookie);
      const tried = await post(
        activation,
        "/personal/certificates/activation/",
        { number: `9999-9999-9999-${String(1000 + i)}`, code: "00000000" },
        headers,
        cookie,
      );
      expect(tried.status).toBe(i < 5 ? 400 : 429);
      if (i >= 5) expect((await tried.json()).formError).toBe("Слишком много неверных кодов. Повторите через 10 мин");
    }
    const cookie = await userCookie(upstream, freshPhone(), cookies.tokenCookie);
    const limited = await post(
      activation,
      "/personal/certificates/activation/",
      { number: "5902-3317-6640-1488", code: "16840392" },
      headers,
      cookie,
    );
    expect(limited.status).toBe(429);
    expect((await limited.json()).formError).toMatch(/^Слишком много попыток. Повторите через \d+ мин\.$/);
  });
});

describe("the upstream's limits see the shopper's address (X-Client-Address), not the storefront's", () => {
  it("a code voided by another client's wrong tries lifts no wait; anyone asking is told the spacing left, in seconds", async () => {
    const phone = freshPhone();
    const attacker = { "X-Forwarded-For": client() };
    expect((await post(login, "/login/", { intent: "code", phone }, attacker)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await post(login, "/login/", { intent: "login", phone, code: "000000" }, attacker)).status).toBe(400);
    for (const headers of [attacker, { "X-Forwarded-For": client() }]) {
      const again = await post(login, "/login/", { intent: "code", phone }, headers);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        step: "code",
        phone,
        notice: expect.stringMatching(/^Новый код можно запросить через (30|29|28) с$/),
      });
    }
  });

  it("wrong certificate codes hold the client that tried them: another client activates the same number", async () => {
    const CERTIFICATE = { number: "3056-8842-1179-6325", code: "48391726" };
    const attacker = { "X-Forwarded-For": client() };
    const url = "/personal/certificates/activation/";
    for (let i = 0; i < 5; i++) {
      // A fresh account every try: only the client's allowance (the upstream's, by its address) is spent.
      const cookie = await userCookie(upstream, freshPhone(), cookies.tokenCookie);
      expect(
        (await post(activation, url, { number: CERTIFICATE.number, code: "00000000" }, attacker, cookie)).status,
      ).toBe(400);
    }
    const held = await post(
      activation,
      url,
      CERTIFICATE,
      attacker,
      await userCookie(upstream, freshPhone(), cookies.tokenCookie),
    );
    expect(held.status).toBe(429);
    expect((await held.json()).formError).toBe("Слишком много неверных кодов. Повторите через 10 мин");
    const shopper = await post(
      activation,
      url,
      CERTIFICATE,
      { "X-Forwarded-For": client() },
      await userCookie(upstream, freshPhone(), cookies.tokenCookie),
    );
    expect(shopper.status).toBe(303);
    expect(shopper.headers.get("location")).toBe(`/personal/certificates/${CERTIFICATE.number}/`);
  });
});
