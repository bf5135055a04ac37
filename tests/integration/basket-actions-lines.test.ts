import { describe, expect, it } from "vitest";
import {
  orderApi,
  draft,
  post,
  flashOf,
  basketWithTwo,
  api,
  chooseShipment,
  basketOf,
  orderOf,
  expectBackToOrder,
  withBasketActionRoutes,
} from "./support/basket-actions";

withBasketActionRoutes();

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
