import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

/** The storefront's side of issue 13: code refusals next to the field, and the per-client limits on tries. */

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let cookies: typeof import("~/cookies.server");
let login: typeof import("~/routes/login");
let activation: typeof import("~/routes/personal.certificates.activation");

beforeAll(async () => {
  upstream = await startTestUpstream(30);
  [cookies, login, activation] = await Promise.all([import("~/cookies.server"), import("~/routes/login"), import("~/routes/personal.certificates.activation")]);
});
afterAll(() => upstream.dispose());

let seq = 0;
const freshPhone = () => `+7999444${String(++seq).padStart(4, "0")}`;
/** A client of its own: the address the Node server puts in the load context (req.ip behind the trusted proxy). */
const client = () => `10.77.${++seq}.9`;

const post = (route: { action: (a: never) => Promise<unknown> }, url: string, fields: Record<string, string>, headers: Record<string, string>, cookie?: string) =>
  settle(() =>
    route.action({ ...args(url, { method: "POST", body: new URLSearchParams(fields), headers, cookie }), params: {}, context: { clientAddress: headers["X-Forwarded-For"] } } as never),
  );

describe("login", () => {
  it("puts the upstream's refusal of a code that was never requested next to the code field", async () => {
    const phone = freshPhone();
    const response = await post(login, "/login/", { intent: "login", phone, code: "123456" }, { "X-Forwarded-For": client() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ step: "code", fieldErrors: { code: "Сначала запросите код" }, values: { code: "123456" } });
  });

  it("limits login tries per client: the 21st within 10 minutes is refused next to the field", async () => {
    const headers = { "X-Forwarded-For": client() };
    for (let i = 0; i < 20; i++) {
      expect((await post(login, "/login/", { intent: "login", phone: freshPhone(), code: "000000" }, headers)).status).toBe(400);
    }
    const phone = freshPhone();
    expect((await post(login, "/login/", { intent: "code", phone }, { "X-Forwarded-For": client() })).status).toBe(200);
    const limited = await post(login, "/login/", { intent: "login", phone, code: "123456" }, headers);
    expect(limited.status).toBe(429);
    expect((await limited.json()).fieldErrors.code).toMatch(/^Слишком много попыток входа. Повторите через \d+ мин\.$/);
    // Another client logs in with the same code.
    expect((await post(login, "/login/", { intent: "login", phone, code: "123456" }, { "X-Forwarded-For": client() })).status).toBe(303);
  });
});

describe("certificate activation", () => {
  it("limits tries per client: the 11th within 10 minutes is refused, whatever the account", async () => {
    const headers = { "X-Forwarded-For": client() };
    for (let i = 0; i < 10; i++) {
      // A fresh account every try: the upstream's per-user limit never bites; numbers nobody has lock nothing.
      const cookie = await userCookie(upstream, freshPhone(), cookies.tokenCookie);
      expect((await post(activation, "/personal/certificates/activation/", { number: `9999-9999-9999-${String(1000 + i)}`, code: "00000000" }, headers, cookie)).status).toBe(400);
    }
    const cookie = await userCookie(upstream, freshPhone(), cookies.tokenCookie);
    const limited = await post(activation, "/personal/certificates/activation/", { number: "5902-3317-6640-1488", code: "16840392" }, headers, cookie);
    expect(limited.status).toBe(429);
    expect((await limited.json()).formError).toMatch(/^Слишком много попыток. Повторите через \d+ мин\.$/);
  });
});
