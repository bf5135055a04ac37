import { describe, expect, it } from "vitest";
import { settle } from "./support/upstream";
import {
  basketRoute,
  PRODUCT_URL,
  post,
  flashOf,
  upstreamCalls,
  expectRedirect,
  expectBackToOrder,
  withBasketActionRoutes,
} from "./support/basket-actions";

withBasketActionRoutes();

describe("the basket route", () => {
  it("has nothing to show: a GET goes to the basket page", async () => {
    const response = await settle(async () => basketRoute.loader());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/order/");
  });

  it("lands an off-site redirectTo on the basket page, same-site", async () => {
    for (const redirectTo of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      const response = await post({ intent: "basket-remove", lineId: "1", redirectTo });
      expectBackToOrder(response);
    }
    const response = await post({ intent: "basket-add", productId: "52", redirectTo: "https://evil.example/catalog/" });
    expectBackToOrder(response);
  });

  it("keeps a fragment back to a card and drops any other, never following it off the store", async () => {
    for (const [redirectTo, location] of [
      ["/catalog/odezhda/#product-52", "/catalog/odezhda/#product-52"],
      ["//evil.example/#product-52", "/order/"],
      ["/catalog/odezhda/#//evil.example", "/catalog/odezhda/"],
      ['/catalog/odezhda/#x"><script>', "/catalog/odezhda/"],
    ]) {
      const response = await post({ intent: "basket-add", productId: "52", redirectTo });
      expect(response.status, redirectTo).toBe(303);
      expect(response.headers.get("Location"), redirectTo).toBe(location);
    }
  });

  it("refuses what is not a basket form: 400 with JavaScript, PRG with an error toast without, the upstream untouched", async () => {
    const bad: Record<string, string>[] = [
      { intent: "calculate" },
      { intent: "basket-quantity", lineId: "1", quantity: "11" },
      { intent: "basket-add", productId: "x" },
    ];
    for (const fields of bad) {
      let js: Response | undefined;
      let document: Response | undefined;
      expect(
        await upstreamCalls(async () => {
          js = await post({ ...fields, via: "fetcher" });
          document = await post({ ...fields, redirectTo: PRODUCT_URL });
        }),
      ).toBe(0);
      expect(js!.status).toBe(400);
      const data = await js!.json();
      expect(data).toMatchObject({ ok: false, fieldErrors: { form: expect.any(String) } });
      expect(data.toasts.map((t: { type: string }) => t.type)).toEqual(["error"]);
      expectRedirect(document!, PRODUCT_URL);
      expect((await flashOf(document!)).map((t) => t.type)).toEqual(["error"]);
    }
  });
});
