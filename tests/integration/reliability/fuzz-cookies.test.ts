import { describe, expect, it } from "vitest";
import { Shopper } from "./http";
import { PRODUCT_ID, PRODUCT, LONG_MS, storefront, expectClean, withFuzzStorefront } from "./fuzz-storefront";

withFuzzStorefront();

describe("tampered and garbled cookies", () => {
  const COOKIES: [string, string][] = [
    ["token", "garbage"],
    ["token", "eyJhbGciOiJub25lIn0.eyJzdWIiOjF9."],
    ["token", `${Buffer.from(JSON.stringify("tok_forged")).toString("base64")}.c2lnbmF0dXJl`],
    ["token", "%22tok%22.%ZZ"],
    ["city", "garbage"],
    ["city", `${Buffer.from(JSON.stringify("<script>alert(1)</script>")).toString("base64")}.sig`],
    ["city_confirmed", "1"],
    ["viewed", "1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16"],
    ["viewed", "-1.abc.999999999999999999"],
    ["viewed", "<script>"],
    ["flash", "garbage"],
    ["flash", `${Buffer.from('[{"type":"error","message":"<script>alert(1)</script>"}]').toString("base64")}.sig`],
    ["__proto__", "x"],
    ["huge", "x".repeat(6000)],
  ];

  it(
    "are ignored: the pages answer as for a guest, never with an error",
    async () => {
      for (const [name, value] of COOKIES) {
        for (const path of ["/", PRODUCT, "/order/", "/personal/profile/", "/about/news/"]) {
          const shopper = new Shopper(storefront);
          shopper.set(name, value);
          await expectClean(await shopper.get(path), `GET ${path} with ${name}=${value.slice(0, 40)}`);
        }
        const shopper = new Shopper(storefront);
        shopper.set(name, value);
        await expectClean(
          await shopper.post("/basket/", { intent: "basket-add", productId: String(PRODUCT_ID), offer: "1" }),
          `POST /basket/ with ${name}`,
        );
      }
    },
    LONG_MS,
  );

  it("a tampered city with a forged token: the home page of the default city, Moscow", async () => {
    const shopper = new Shopper(storefront);
    shopper.set("city", "tampered.value");
    shopper.set("token", "forged");
    const response = await shopper.get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('aria-label="Ваш город: Москва. Изменить"');
  });
});
