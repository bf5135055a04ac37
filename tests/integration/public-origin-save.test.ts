import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

// Before the app is imported: its configuration is read once.
process.env.PUBLIC_ORIGIN = "https://shop.example.ru";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let certificateRoute: typeof import("~/routes/certificate.$kind");
let orderRoute: typeof import("~/routes/order._index");
let robots: typeof import("~/routes/robots[.]txt");
let cookies: typeof import("~/cookies.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [certificateRoute, orderRoute, robots, cookies] = await Promise.all([
    import("~/routes/certificate.$kind"),
    import("~/routes/order._index"),
    import("~/routes/robots[.]txt"),
    import("~/cookies.server"),
  ]);
});
afterAll(async () => {
  delete process.env.PUBLIC_ORIGIN;
  await upstream.dispose();
});

/** A cache-poisoning probe: the request names another host every way it can; none of it may reach a saved URL. */
const EVIL = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http", Forwarded: "host=evil.example" };

describe("with PUBLIC_ORIGIN", () => {
  it("saves the order with the public origin as its payment return address, whatever host the request names", async () => {
    const { kind } = await (
      await settle(() => certificateRoute.loader({ ...args("/certificate/digital/"), params: { kind: "digital" } }))
    ).json();
    const cookie = await userCookie(upstream, "+79150000131", cookies.tokenCookie);
    const fields = {
      design: String(kind.designs[0].id),
      nominal: "2000",
      recipientName: "Ирина",
      recipientEmail: "irina@example.ru",
      via: "fetcher",
    };
    await settle(() =>
      certificateRoute.action({
        ...args("/certificate/digital/", { method: "POST", body: new URLSearchParams(fields), cookie }),
        params: { kind: "digital" },
      }),
    );
    // The page's form carries the calculation the shopper sees (hidden fields): the save confirms it.
    const { state } = await (
      await settle(() => orderRoute.loader({ ...args("/order/", { cookie }), params: {} }))
    ).json();
    const shown = (await import("~/order/checkout/confirmed")).confirmedFields(state);
    const body = new URLSearchParams({
      intent: "save",
      name: "Ольга",
      lastName: "Петрова",
      email: "olga@example.ru",
      phone: "+7 (916) 123-45-67",
      paymentId: "1",
      ...shown,
    });
    const save = await settle(() =>
      orderRoute.action({
        ...args("http://evil.example/order/", { method: "POST", cookie, body, headers: EVIL }),
        params: {},
      }),
    );
    expect(save.status).toBe(303);
    const pay = new URL(save.headers.get("Location")!);

    const paid = await fetch(pay, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
    expect(paid.headers.get("location")).toMatch(/^https:\/\/shop\.example\.ru\/payment\/[0-9a-f]{32}\/$/);
  });

  it("names the public origin in robots.txt", async () => {
    const response = await robots.loader(args("http://evil.example/robots.txt", { headers: EVIL }));
    expect(await response.text()).toContain("Sitemap: https://shop.example.ru/sitemap.xml");
  });
});
