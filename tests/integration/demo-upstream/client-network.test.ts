import { describe, expect, it } from "vitest";
import { AuthCodeSchema } from "../../../app/contract/auth";
import { call, login } from "./helpers";
import { START, upstream, freshPhone, withAccountSecurityUpstream } from "../support/account-security-upstream";

/** The embedded upstream's per-client limits key an IPv6 client (X-Client-Address) by its /64 network. */
let now = START;
withAccountSecurityUpstream(() => now);

/** The `i`-th address of one /64: what a subscriber may take at will. */
const inNetwork = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`;

describe("per-client limits of the embedded upstream, for IPv6", () => {
  it("login codes: a new address of the same /64 for every code still spends one budget of 5", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      const sent = await call(upstream, "/api/auth/code", {
        body: { phone },
        client: inNetwork(i),
        schema: AuthCodeSchema,
      });
      expect(sent.status).toBe(200);
      // The fifth code's wait is the budget's (the rest of the hour); the phone's own spacing is 10 minutes then.
      now += i < 4 ? sent.data.retryAfter * 1000 : 600_000;
    }
    const spent = await call(upstream, "/api/auth/code", { body: { phone }, client: inNetwork(5) });
    expect(spent.status).toBe(429);
    expect(spent.errors[0].message).toMatch(/^Слишком много запросов кода/);
    // Another /64 (another subscriber) and an IPv4 client are not held back by it.
    expect((await call(upstream, "/api/auth/code", { body: { phone }, client: "2001:db8:77:2::1" })).status).toBe(200);
    now += 60 * 60_000;
  });

  it("certificate codes: wrong codes from addresses of one /64 spend one allowance; another /64 keeps its own", async () => {
    const wrong = { number: "9618-2754-4403-0197", code: "00000000" };
    const activate = async (client: string) =>
      call(upstream, "/api/user/certificates/activate", {
        token: await login(upstream, freshPhone()),
        body: wrong,
        client,
      });
    for (let i = 0; i < 5; i++) expect((await activate(inNetwork(10 + i))).status).toBe(400);
    const held = await activate(inNetwork(20));
    expect(held.status).toBe(429);
    expect(held.errors[0]).toMatchObject({ code: "rate_limited" });
    expect((await activate("::ffff:203.0.113.99")).status).toBe(400);
    expect((await activate("2001:db8:77:3::1")).status).toBe(400);
    now += 60 * 60_000;
  });
});
