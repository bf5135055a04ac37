import { describe, expect, it, vi } from "vitest";
import {
  basketApi,
  PRODUCT_URL,
  PRODUCTS,
  post,
  tokenPair,
  flashPair,
  flashOf,
  upstreamCalls,
  offerOf,
  basketOf,
  rootData,
  expectRedirect,
  expectBackToOrder,
  withBasketActionRoutes,
} from "./support/basket-actions";

withBasketActionRoutes();

describe("basket-add", () => {
  it("wants a size before adding to the basket, without touching the upstream", async () => {
    let js: Response | undefined;
    let document: Response | undefined;
    expect(
      await upstreamCalls(async () => {
        js = await post({ intent: "basket-add", productId: "52", redirectTo: PRODUCT_URL, via: "fetcher" });
        document = await post({ intent: "basket-add", productId: "52", offer: "", redirectTo: PRODUCT_URL });
      }),
    ).toBe(0);

    // JavaScript on: the field error as data.
    expect(js!.status).toBe(400);
    expect(await js!.json()).toMatchObject({ ok: false, productId: 52, fieldErrors: { offer: "Выберите размер" } });
    expect(js!.headers.get("Set-Cookie")).toBeNull();

    // JavaScript off: back to the product page (PRG) with the message addressed to its buy form, and no token.
    expectRedirect(document!, PRODUCT_URL);
    expect(tokenPair(document!)).toBe("");
    const toasts = await flashOf(document!);
    expect(toasts).toEqual([
      expect.objectContaining({ type: "error", message: "Выберите размер", target: "basket-add-52", field: "offer" }),
    ]);
    // The page after the redirect has it in the root data, where the buy form reads it.
    const data = await rootData(flashPair(document!));
    expect(data.toasts).toEqual([
      expect.objectContaining({ message: "Выберите размер", target: "basket-add-52", field: "offer" }),
    ]);
  });

  it("without a way back to the form, the missing size is an ordinary toast on the basket page", async () => {
    const response = await post({ intent: "basket-add", productId: "52", redirectTo: "//evil.example/" });
    expectBackToOrder(response);
    const [toast] = await flashOf(response);
    expect(toast).toMatchObject({ type: "error", message: "Выберите размер" });
    expect(toast).not.toHaveProperty("target");
  });

  it("gives a guest a token at the first add, redirects back with a toast, and adds a double submission once", async () => {
    const offer = String(await offerOf(PRODUCTS[0]));
    const first = await post({ intent: "basket-add", productId: "52", offer, nonce: "n-1", redirectTo: PRODUCT_URL });
    expectRedirect(first, PRODUCT_URL);
    const cookie = tokenPair(first);
    expect(cookie).toMatch(/^token=/);
    expect((await flashOf(first)).map((t) => t.message)).toContain("Товар добавлен в корзину");

    const again = await post(
      { intent: "basket-add", productId: "52", offer, nonce: "n-1", redirectTo: PRODUCT_URL, via: "fetcher" },
      cookie,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, added: { productId: 52, offerId: Number(offer) } });
    const data = await rootData(cookie);
    expect(data.counters.basket).toBe(1);
    expect(data.basketOffers).toEqual([Number(offer)]);
  });

  it("with JavaScript answers data: the added size, the upstream's toast, the token cookie", async () => {
    const offer = await offerOf(PRODUCTS[1]);
    const response = await post({
      intent: "basket-add",
      productId: "92",
      offer: String(offer),
      nonce: "n-js",
      redirectTo: "/catalog/",
      via: "fetcher",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    const cookie = tokenPair(response);
    expect(cookie).toMatch(/^token=/);
    const data = await response.json();
    expect(data).toMatchObject({
      intent: "basket-add",
      productId: 92,
      ok: true,
      added: { productId: 92, offerId: offer },
    });
    expect(data.toasts.map((t: { message: string }) => t.message)).toContain("Товар добавлен в корзину");
    expect((await basketOf(cookie)).products.map((l) => l.offerId)).toEqual([offer]);
  });

  it("adds with the shopper's city: the city cookie, else the default city", async () => {
    const spy = vi.spyOn(basketApi, "addToBasket");
    const { cityCookie } = await import("~/cookies.server");
    const offer = String(await offerOf(PRODUCTS[0]));
    const inKazan = (await cityCookie.serialize("kazan")).split(";")[0];
    expect(
      (await post({ intent: "basket-add", productId: "52", offer, nonce: "n-kazan", via: "fetcher" }, inKazan)).status,
    ).toBe(200);
    expect(
      (await post({ intent: "basket-add", productId: "52", offer, nonce: "n-default", via: "fetcher" })).status,
    ).toBe(200);
    expect(spy.mock.calls.map((call) => call[2])).toEqual([
      { offer: Number(offer), city: "kazan" },
      { offer: Number(offer), city: "moscow" },
    ]);
  });

  it("refuses, with a Russian toast, more of a size than can reach the shopper's city", async () => {
    // Seed: product 2, size 44 (offer 6) has 1 unit in the warehouse and more only in other cities' shops.
    const first = await post({ intent: "basket-add", productId: "2", offer: "6", nonce: "cap-1", via: "fetcher" });
    expect(first.status).toBe(200);
    const cookie = tokenPair(first);
    const js = await post({ intent: "basket-add", productId: "2", offer: "6", nonce: "cap-2", via: "fetcher" }, cookie);
    expect(js.status).toBe(409);
    expect((await js.json()).toasts).toEqual([
      expect.objectContaining({ type: "error", message: "Больше нет в наличии: можно заказать не больше 1 шт." }),
    ]);
    const document = await post(
      {
        intent: "basket-add",
        productId: "2",
        offer: "6",
        nonce: "cap-3",
        redirectTo: "/catalog/odezhda/platya/platya-mini/2/",
      },
      cookie,
    );
    expectRedirect(document, "/catalog/odezhda/platya/platya-mini/2/");
    expect((await flashOf(document)).map((t) => t.message)).toEqual([
      "Больше нет в наличии: можно заказать не больше 1 шт.",
    ]);
    const [line] = (await basketOf(cookie)).products;
    expect(line).toMatchObject({ offerId: 6, quantity: 1, maxQuantity: 1 });

    const raise = await post(
      { intent: "basket-quantity", lineId: String(line.id), quantity: "2", via: "fetcher" },
      cookie,
    );
    expect(raise.status).toBe(409);
    expect((await raise.json()).toasts.map((t: { message: string }) => t.message)).toEqual([
      "Больше нет в наличии: можно заказать не больше 1 шт.",
    ]);
  });

  it("shows the upstream's message when the size is out of stock, and changes nothing", async () => {
    const js = await post({ intent: "basket-add", productId: "52", offer: "999999999", via: "fetcher" });
    expect(js.status).toBe(409);
    const data = await js.json();
    expect(data.ok).toBe(false);
    expect(data.toasts[0].type).toBe("error");
    const cookie = tokenPair(js);
    expect((await basketOf(cookie)).products).toEqual([]);

    const document = await post(
      { intent: "basket-add", productId: "52", offer: "999999999", nonce: "n-retry", redirectTo: PRODUCT_URL },
      cookie,
    );
    expectRedirect(document, PRODUCT_URL);
    expect((await flashOf(document)).map((t) => t.type)).toEqual(["error"]);
    expect((await basketOf(cookie)).products).toEqual([]);
  });
});
