import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let basketRoute: typeof import("~/routes/basket");
let orderRoute: typeof import("~/routes/order._index");
let catalog: typeof import("~/routes/catalog.$");
let root: typeof import("~/root");
let client: typeof import("~/upstream/request-client.server");
let basketApi: typeof import("~/upstream/basket.server");
let orderApi: typeof import("~/upstream/order.server");
let draft: typeof import("~/domain/checkout-draft");
let flash: typeof import("~/toasts/flash.server");

const PRODUCT_PATH = "odezhda/bluzki-i-rubashki/rubashki/52";
const PRODUCT_URL = `/catalog/${PRODUCT_PATH}/`;
const PRODUCTS = [
  { id: 52, path: PRODUCT_PATH },
  { id: 92, path: "odezhda/verkhnyaya-odezhda/palto/92" },
];

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  root = await import("~/root");
  [basketRoute, orderRoute, catalog, client, basketApi, orderApi, draft, flash] = await Promise.all([
    import("~/routes/basket"),
    import("~/routes/order._index"),
    import("~/routes/catalog.$"),
    import("~/upstream/request-client.server"),
    import("~/upstream/basket.server"),
    import("~/upstream/order.server"),
    import("~/domain/checkout-draft"),
    import("~/toasts/flash.server"),
  ]);
});
afterAll(() => upstream.dispose());
afterEach(() => vi.restoreAllMocks());

/** A post to the basket route, as the forms send it (JavaScript on: add `via: "fetcher"`). */
const post = (fields: Record<string, string>, cookie?: string) =>
  settle(() =>
    basketRoute.action(
      args("/basket/", { method: "POST", body: new URLSearchParams(fields), cookie: cookie || undefined }),
    ),
  );

const cookiesOf = (response: Response) =>
  (response.headers.get("Set-Cookie") ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .filter(Boolean);
const tokenPair = (response: Response) => cookiesOf(response).find((c) => c.startsWith("token=")) ?? "";
const flashPair = (response: Response) => cookiesOf(response).find((c) => c.startsWith("flash=")) ?? "";

/** The toasts a redirect carries in the flash cookie. */
async function flashOf(response: Response) {
  const pair = flashPair(response);
  if (!pair) return [];
  return (await flash.readFlash(new Request("http://shop.test/", { headers: { Cookie: pair } }))).toasts;
}

/** Counts the calls from the storefront to the upstream API during `work`. */
async function upstreamCalls(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(globalThis, "fetch");
  await work();
  const calls = spy.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).startsWith(upstream.url),
  ).length;
  spy.mockRestore();
  return calls;
}

/** An offer of the product with online stock to spare (so couriers can deliver it). */
async function offerOf(product: (typeof PRODUCTS)[number]): Promise<number> {
  const url = `/catalog/${product.path}/`;
  const data = await (await settle(() => catalog.loader({ ...args(url), params: { "*": product.path } }))).json();
  const offer = data.detail.item.sku.find((o: { quantity: number }) => o.quantity > 2);
  return offer.id;
}

/** Adds both products through the basket route (as the cards' fetchers do); returns the guest's token cookie. */
async function basketWithTwo(): Promise<string> {
  let cookie = "";
  for (const product of PRODUCTS) {
    const response = await post(
      { intent: "basket-add", productId: String(product.id), offer: String(await offerOf(product)), via: "fetcher" },
      cookie,
    );
    expect(response.status).toBe(200);
    cookie ||= tokenPair(response);
  }
  expect(cookie).toMatch(/^token=/);
  return cookie;
}

async function api(cookie: string) {
  return client.upstreamFor(args("/order/", { cookie }));
}

/** The shopper picks the first delivery offered (so there is a shipment for a basket change to clear). */
async function chooseShipment(cookie: string) {
  const shopper = await api(cookie);
  const state = (await orderApi.initOrder(shopper, "moscow")).data;
  const shipmentId = state.deliverySystems[0]?.id;
  expect(shipmentId).toBeTypeOf("number");
  const chosen = await orderApi.calculateOrder(shopper, {
    ...state.input,
    delivery: { ...state.input.delivery, shipmentId },
  });
  expect(chosen.data.input.delivery.shipmentId).toBe(shipmentId);
}

const basketOf = async (cookie: string) => basketApi.getBasket(await api(cookie));
const orderOf = async (cookie: string) => orderApi.getOrderState(await api(cookie));
const rootData = async (cookie: string) => (await settle(() => root.loader(args("/", { cookie })))).json();

function expectRedirect(response: Response, to: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(to);
}
const expectBackToOrder = (response: Response) => expectRedirect(response, "/order/");

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

describe("basket-remove, basket-delay, basket-quantity", () => {
  it("delays, brings back and removes a line; the order loses its shipment and store", async () => {
    const cookie = await basketWithTwo();
    const start = await basketOf(cookie);
    expect(start.activeProducts.map((l) => l.productId)).toEqual([52, 92]);
    const [first, second] = start.activeProducts;

    await chooseShipment(cookie);
    const delayed = await post(
      { intent: "basket-delay", lineId: String(first.id), delay: "true", redirectTo: "/order/" },
      cookie,
    );
    expectBackToOrder(delayed);
    expect((await orderOf(cookie)).input.delivery.shipmentId).toBeNull();
    expect((await flashOf(delayed)).map((t) => t.message)).toContain("Товар отложен");
    let basket = await basketOf(cookie);
    expect(basket.delayedProducts.map((l) => l.id)).toEqual([first.id]);
    expect(basket.activeProducts.map((l) => l.id)).toEqual([second.id]);
    expect(basket.totalQuantity).toBe(1);

    expectBackToOrder(
      await post({ intent: "basket-delay", lineId: String(first.id), delay: "false", redirectTo: "/order/" }, cookie),
    );
    basket = await basketOf(cookie);
    expect(basket.delayedProducts).toEqual([]);
    expect(basket.activeProducts.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());

    expectBackToOrder(
      await post(
        { intent: "basket-quantity", lineId: String(second.id), quantity: "2", redirectTo: "/order/" },
        cookie,
      ),
    );
    basket = await basketOf(cookie);
    expect(basket.activeProducts.find((l) => l.id === second.id)?.quantity).toBe(2);
    expect(basket.totalQuantity).toBe(3);

    await chooseShipment(cookie);
    const removed = await post({ intent: "basket-remove", lineId: String(first.id), redirectTo: "/order/" }, cookie);
    expectBackToOrder(removed);
    expect((await flashOf(removed)).map((t) => t.message)).toContain("Товар удалён из корзины");
    basket = await basketOf(cookie);
    expect(basket.products.map((l) => l.id)).toEqual([second.id]);

    const state = await orderOf(cookie);
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products.map((l) => l.id)).toEqual([second.id]);
  });

  it("with JavaScript answers data with the toasts, and the order follows the same", async () => {
    const cookie = await basketWithTwo();
    const [first, second] = (await basketOf(cookie)).activeProducts;

    await chooseShipment(cookie);
    const quantity = await post(
      { intent: "basket-quantity", lineId: String(second.id), quantity: "3", redirectTo: "/order/", via: "fetcher" },
      cookie,
    );
    expect(quantity.status).toBe(200);
    expect(await quantity.json()).toMatchObject({ intent: "basket-quantity", lineId: second.id, ok: true });
    expect((await basketOf(cookie)).activeProducts.find((l) => l.id === second.id)?.quantity).toBe(3);
    expect((await orderOf(cookie)).input.delivery.shipmentId).toBeNull();

    const delayed = await post(
      { intent: "basket-delay", lineId: String(first.id), delay: "true", redirectTo: "/order/", via: "fetcher" },
      cookie,
    );
    expect(delayed.status).toBe(200);
    expect(delayed.headers.get("Set-Cookie")).toBeNull();
    const data = await delayed.json();
    expect(data).toMatchObject({ intent: "basket-delay", lineId: first.id, ok: true });
    expect(data.toasts.map((t: { message: string }) => t.message)).toContain("Товар отложен");

    const removed = await post({ intent: "basket-remove", lineId: String(first.id), via: "fetcher" }, cookie);
    expect(removed.status).toBe(200);
    expect((await removed.json()).toasts.map((t: { message: string }) => t.message)).toContain(
      "Товар удалён из корзины",
    );
    expect((await basketOf(cookie)).products.map((l) => l.id)).toEqual([second.id]);
  });

  it("an unknown line: back to the order with the upstream's error toast (JavaScript: 409)", async () => {
    const cookie = await basketWithTwo();
    const response = await post({ intent: "basket-remove", lineId: "999999", redirectTo: "/order/" }, cookie);
    expectBackToOrder(response);
    const toasts = await flashOf(response);
    expect(toasts).toEqual([expect.objectContaining({ type: "error", message: "Товар в корзине не найден" })]);
    expect((await basketOf(cookie)).products).toHaveLength(2);

    const js = await post({ intent: "basket-quantity", lineId: "999999", quantity: "2", via: "fetcher" }, cookie);
    expect(js.status).toBe(409);
    const data = await js.json();
    expect(data).toMatchObject({ intent: "basket-quantity", lineId: 999999, ok: false });
    expect(data.toasts).toEqual([expect.objectContaining({ type: "error", message: "Товар в корзине не найден" })]);
  });

  it("removing the last product resets the order: the draft's city is kept, the shipment cleared", async () => {
    const cookie = await basketWithTwo();
    const shopper = await api(cookie);
    const init = await orderApi.initOrder(shopper, "moscow");
    expect(init.status).toBe(200);
    // The shopper picked another city in the checkout (the city cookie still says Moscow, the default).
    const inKazan = await orderApi.calculateOrder(
      shopper,
      draft.withCity(init.data.input, { name: "Казань", id: "kazan" }),
    );
    expect(inKazan.data.input.delivery.properties.cityId).toBe("kazan");
    // A calculation takes the city as given; only an init fills in its region.
    expect(inKazan.data.input.delivery.properties.cityDetail).toBe("");

    const lines = (await basketOf(cookie)).products;
    for (const line of lines)
      expectBackToOrder(
        await post({ intent: "basket-remove", lineId: String(line.id), redirectTo: "/order/" }, cookie),
      );

    expect((await basketOf(cookie)).products).toEqual([]);
    const state = await orderOf(cookie);
    expect(state.input.delivery.properties.cityId).toBe("kazan");
    expect(state.input.delivery.properties.cityDetail).not.toBe("");
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products).toEqual([]);
  });
});

describe("the order page's action", () => {
  it("is the checkout's only: a basket form posted there changes nothing", async () => {
    const cookie = await basketWithTwo();
    const [line] = (await basketOf(cookie)).products;
    const response = await settle(() =>
      orderRoute.action(
        args("/order/?index", {
          method: "POST",
          body: new URLSearchParams({ intent: "basket-remove", lineId: String(line.id) }),
          cookie,
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect((await basketOf(cookie)).products).toHaveLength(2);
  });
});
