import { describe, expect, it } from "vitest";
import {
  orderRoute,
  post,
  flashOf,
  basketWithTwo,
  offerOf,
  chooseShipment,
  basketOf,
  orderOf,
  expectBackToOrder,
  withBasketActionRoutes,
  carryCookies,
  checkoutPair,
  keptInput,
  PRODUCTS,
} from "./support/basket-actions";
import { args, settle } from "./support/upstream";

withBasketActionRoutes();

describe("basket-remove, basket-delay, basket-quantity", () => {
  it("delays, brings back and removes a line; the order loses its shipment and store", async () => {
    const cookie = await basketWithTwo();
    const start = await basketOf(cookie);
    expect(start.activeProducts.map((l) => l.productId)).toEqual([52, 92]);
    const [first, second] = start.activeProducts;

    // The storefront keeps the checkout input in a cookie: each answer's Set-Cookie goes with the next request.
    let jar = await chooseShipment(cookie);
    const delayed = await post(
      { intent: "basket-delay", lineId: String(first.id), delay: "true", redirectTo: "/order/" },
      jar,
    );
    expectBackToOrder(delayed);
    jar = carryCookies(jar, delayed);
    expect((await keptInput(jar))?.delivery.shipmentId).toBeNull();
    expect((await orderOf(jar)).input.delivery.shipmentId).toBeNull();
    expect((await flashOf(delayed)).map((t) => t.message)).toContain("Товар отложен");
    let basket = await basketOf(cookie);
    expect(basket.delayedProducts.map((l) => l.id)).toEqual([first.id]);
    expect(basket.activeProducts.map((l) => l.id)).toEqual([second.id]);
    expect(basket.totalQuantity).toBe(1);

    const back = await post(
      { intent: "basket-delay", lineId: String(first.id), delay: "false", redirectTo: "/order/" },
      jar,
    );
    expectBackToOrder(back);
    jar = carryCookies(jar, back);
    basket = await basketOf(cookie);
    expect(basket.delayedProducts).toEqual([]);
    expect(basket.activeProducts.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());

    const more = await post(
      { intent: "basket-quantity", lineId: String(second.id), quantity: "2", redirectTo: "/order/" },
      jar,
    );
    expectBackToOrder(more);
    jar = carryCookies(jar, more);
    basket = await basketOf(cookie);
    expect(basket.activeProducts.find((l) => l.id === second.id)?.quantity).toBe(2);
    expect(basket.totalQuantity).toBe(3);

    jar = await chooseShipment(jar);
    const removed = await post({ intent: "basket-remove", lineId: String(first.id), redirectTo: "/order/" }, jar);
    expectBackToOrder(removed);
    jar = carryCookies(jar, removed);
    expect((await flashOf(removed)).map((t) => t.message)).toContain("Товар удалён из корзины");
    basket = await basketOf(cookie);
    expect(basket.products.map((l) => l.id)).toEqual([second.id]);

    expect((await keptInput(jar))?.delivery).toMatchObject({ shipmentId: null, properties: { storeId: "" } });
    const state = await orderOf(jar);
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products.map((l: { id: number }) => l.id)).toEqual([second.id]);
  });

  it("with JavaScript answers data with the toasts, and the order follows the same", async () => {
    const cookie = await basketWithTwo();
    const [first, second] = (await basketOf(cookie)).activeProducts;

    let jar = await chooseShipment(cookie);
    const quantity = await post(
      { intent: "basket-quantity", lineId: String(second.id), quantity: "3", redirectTo: "/order/", via: "fetcher" },
      jar,
    );
    expect(quantity.status).toBe(200);
    expect(await quantity.json()).toMatchObject({ intent: "basket-quantity", lineId: second.id, ok: true });
    expect((await basketOf(cookie)).activeProducts.find((l) => l.id === second.id)?.quantity).toBe(3);
    // The answer carries the kept input without its shipment (the only cookie it sets: no flash with JavaScript).
    expect(quantity.headers.getSetCookie().map((line) => line.split("=")[0])).toEqual(["checkout"]);
    jar = carryCookies(jar, quantity);
    expect((await orderOf(jar)).input.delivery.shipmentId).toBeNull();

    const delayed = await post(
      { intent: "basket-delay", lineId: String(first.id), delay: "true", redirectTo: "/order/", via: "fetcher" },
      jar,
    );
    expect(delayed.status).toBe(200);
    // Nothing left to clear in the kept input, and no flash with JavaScript: no cookie at all.
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

  it("removing the last product resets the order: the kept input goes, a new order starts in the shopper's city", async () => {
    const cookie = await basketWithTwo();
    // The shopper picked another city in the checkout: it becomes their city (the header's) and the order's.
    const inKazan = await settle(() =>
      orderRoute.action(
        args("/order/?index", {
          method: "POST",
          body: new URLSearchParams({ intent: "set-city", cityCode: "kazan", via: "fetcher" }),
          cookie,
        }),
      ),
    );
    expect(inKazan.status).toBe(200);
    let jar = carryCookies(cookie, inKazan);
    const kept = await keptInput(jar);
    expect(kept?.delivery.properties.cityId).toBe("kazan");
    // A calculation takes the city as given; only an init fills in its region.
    expect(kept?.delivery.properties.cityDetail).toBe("");

    const lines = (await basketOf(cookie)).products;
    let last: Response | null = null;
    for (const line of lines) {
      last = await post({ intent: "basket-remove", lineId: String(line.id), redirectTo: "/order/" }, jar);
      expectBackToOrder(last);
      jar = carryCookies(jar, last);
    }
    expect((await basketOf(cookie)).products).toEqual([]);
    // Spec §4: the order state starts over — the storefront forgets the kept input.
    expect(last!.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^checkout=;.*Max-Age=0/i));
    expect(checkoutPair(jar)).toBe("");
    expect(await orderOf(jar)).toBeNull();

    // A product again (its own nonce: the same size was added without one in this test): the order starts over in
    // the shopper's city, from an init (its region), nothing chosen.
    const added = await post(
      {
        intent: "basket-add",
        productId: String(PRODUCTS[0].id),
        offer: String(await offerOf(PRODUCTS[0])),
        nonce: "again",
        via: "fetcher",
      },
      jar,
    );
    expect(added.status).toBe(200);
    jar = carryCookies(jar, added);
    const state = await orderOf(jar);
    expect(state.input.delivery.properties.cityId).toBe("kazan");
    expect(state.input.delivery.properties.cityDetail).not.toBe("");
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products).toHaveLength(1);
  });
});
