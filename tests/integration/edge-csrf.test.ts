import { describe, expect, it } from "vitest";
import {
  storeHost,
  send,
  post,
  SAME_ORIGIN,
  ATTACKS,
  cookiesOf,
  expectRefusal,
  logIn,
  withEdgeStorefront,
} from "./support/edge-storefront";

withEdgeStorefront();

describe("CSRF: a state-changing request from another site", () => {
  it.each(Object.entries(ATTACKS))(
    "to a resource route (/location/) with %s → 403, the city is not set",
    async (_name, headers) => {
      const answer = await post("/location/", { intent: "set", city: "st_petersburg", redirectTo: "/" }, headers);
      expectRefusal(answer, 403, "Запрос отклонён");
    },
  );

  it("to /location/ from the store itself sets the city (and so does a request with neither header)", async () => {
    for (const headers of [SAME_ORIGIN(), {}]) {
      const answer = await post("/location/", { intent: "set", city: "st_petersburg", redirectTo: "/" }, headers);
      expect(answer.status).toBe(303);
      expect(cookiesOf(answer).join()).toMatch(/city=/);
    }
  });

  it("to /logout/ → 403 and the session goes on; from the store it ends", async () => {
    const cookie = await logIn();
    for (const headers of Object.values(ATTACKS)) {
      expectRefusal(
        await send("/logout/", { method: "POST", headers: { ...headers, Cookie: cookie } }),
        403,
        "Запрос отклонён",
      );
    }
    expect((await send("/personal/profile/", { headers: { Cookie: cookie } })).status).toBe(200);
    const logout = await send("/logout/", { method: "POST", headers: { ...SAME_ORIGIN(), Cookie: cookie } });
    expect(logout.status).toBe(303);
    expect(cookiesOf(logout).join()).toMatch(/Max-Age=0/i);
  });

  it("to a document route (/login/ with a valid code) → 403 and no session; from the store it logs in", async () => {
    const phone = `999${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    expect((await post("/login/", { intent: "code", phone }, SAME_ORIGIN())).status).toBe(200);
    for (const headers of Object.values(ATTACKS)) {
      expectRefusal(await post("/login/", { intent: "login", phone, code: "123456" }, headers), 403, "Запрос отклонён");
    }
    const login = await post("/login/", { intent: "login", phone, code: "123456" }, SAME_ORIGIN());
    expect(login.status).toBe(303);
    expect(cookiesOf(login).join()).toMatch(/token=/);
  });

  it("as a Remix data request (?_data=) → 403 as JSON the route's error boundary shows; from the store it works", async () => {
    const path = "/location/?_data=routes%2Flocation";
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/" };
    const refused = await post(path, fields, {
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "cors",
      Origin: "https://evil.example",
    });
    expect(refused.status).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.headers["x-remix-catch"]).toBe("yes");
    expect(JSON.parse(refused.body)).toMatchObject({ status: 403, message: expect.stringContaining("другого сайта") });
    expect(cookiesOf(refused)).toEqual([]);
    const accepted = await post(path, fields, { ...SAME_ORIGIN(), "Sec-Fetch-Mode": "cors" });
    expect(accepted.status).toBeLessThan(400);
    expect(cookiesOf(accepted).join()).toMatch(/city=/);
  });

  it("behind the CDN compares Origin with the forwarded host", async () => {
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/" };
    const cdn = { "X-Forwarded-Host": "shop.example.ru", "X-Forwarded-Proto": "https" };
    expect((await post("/location/", fields, { ...cdn, Origin: "https://shop.example.ru" })).status).toBe(303);
    expect((await post("/location/", fields, { ...cdn, Origin: `http://${storeHost()}` })).status).toBe(403);
  });

  it("leaves reading alone: a cross-site GET is served", async () => {
    expect(
      (await send("/", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } })).status,
    ).toBe(200);
  });
});
