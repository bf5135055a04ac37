import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let catalog: typeof import("~/routes/catalog.$");
let basketActions: typeof import("~/order/basket/basket-actions.server");
let client: typeof import("~/upstream/client.server");
let basketApi: typeof import("~/upstream/basket.server");
let orderApi: typeof import("~/upstream/order.server");
let draft: typeof import("~/order/draft");
let flash: typeof import("~/toasts/flash.server");

const PRODUCTS = [
  { id: 52, path: "odezhda/bluzki-i-rubashki/rubashki/52" },
  { id: 92, path: "odezhda/verkhnyaya-odezhda/palto/92" },
];

beforeAll(async () => {
  upstream = await startTestUpstream();
  [catalog, basketActions, client, basketApi, orderApi, draft, flash] = await Promise.all([
    import("~/routes/catalog.$"),
    import("~/order/basket/basket-actions.server"),
    import("~/upstream/client.server"),
    import("~/upstream/basket.server"),
    import("~/upstream/order.server"),
    import("~/order/draft"),
    import("~/toasts/flash.server"),
  ]);
});
afterAll(() => upstream.dispose());

const tokenPair = (setCookie: string | null) =>
  (setCookie ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .find((c) => c.startsWith("token=")) ?? "";

/** An offer of the product with online stock to spare (so couriers can deliver it). */
async function offerOf(product: (typeof PRODUCTS)[number]): Promise<number> {
  const url = `/catalog/${product.path}/`;
  const data = await (await settle(() => catalog.loader({ ...args(url), params: { "*": product.path } }))).json();
  const offer = data.detail.item.sku.find((o: { quantity: number }) => o.quantity > 2);
  return offer.id;
}

/** Adds both products through the product action (as the card's fetcher does); returns the guest's token cookie. */
async function basketWithTwo(): Promise<string> {
  let cookie = "";
  for (const product of PRODUCTS) {
    const url = `/catalog/${product.path}/`;
    const body = new URLSearchParams({ intent: "basket-add", productId: String(product.id), offer: String(await offerOf(product)), via: "fetcher" });
    const response = await settle(() => catalog.action({ ...args(url, { method: "POST", body, cookie: cookie || undefined }), params: { "*": product.path } }));
    expect(response.status).toBe(200);
    cookie ||= tokenPair(response.headers.get("Set-Cookie"));
  }
  expect(cookie).toMatch(/^token=/);
  return cookie;
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

async function post(fields: Record<string, string>, cookie: string): Promise<Response | null> {
  const form = formOf(fields);
  return basketActions.basketAction(args("/order/?index", { method: "POST", body: new URLSearchParams(fields), cookie }) as never, form);
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
  const chosen = await orderApi.calculateOrder(shopper, { ...state.input, delivery: { ...state.input.delivery, shipmentId } });
  expect(chosen.data.input.delivery.shipmentId).toBe(shipmentId);
}

const basketOf = async (cookie: string) => basketApi.getBasket(await api(cookie));
const orderOf = async (cookie: string) => orderApi.getOrderState(await api(cookie));

async function toastsOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const pair = setCookie.split(/,(?=\s*\w+=)/).map((c) => c.split(";")[0].trim()).find((c) => c.startsWith("flash="));
  if (!pair) return [];
  return (await flash.readFlash(new Request("http://shop.test/", { headers: { Cookie: pair } }))).toasts;
}

function expectBackToOrder(response: Response | null): asserts response is Response {
  expect(response).toBeInstanceOf(Response);
  expect(response!.status).toBe(303);
  expect(response!.headers.get("Location")).toBe("/order/");
}

describe("basketAction", () => {
  it("leaves other intents to the checkout", async () => {
    expect(await post({ intent: "calculate" }, "")).toBeNull();
    expect(await post({ intent: "basket-add", lineId: "1" }, "")).toBeNull();
  });

  it("turns a malformed form into a redirect with an error toast, without calling the upstream", async () => {
    const response = await post({ intent: "basket-quantity", lineId: "1", quantity: "11" }, "");
    expectBackToOrder(response);
    expect((await toastsOf(response)).map((t) => t.type)).toEqual(["error"]);
  });

  it("delays, brings back and removes a line; the order loses its shipment and store", async () => {
    const cookie = await basketWithTwo();
    const start = await basketOf(cookie);
    expect(start.activeProducts.map((l) => l.productId)).toEqual([52, 92]);
    const [first, second] = start.activeProducts;

    await chooseShipment(cookie);
    const delayed = await post({ intent: "basket-delay", lineId: String(first.id), delay: "true" }, cookie);
    expectBackToOrder(delayed);
    expect((await orderOf(cookie)).input.delivery.shipmentId).toBeNull();
    expect((await toastsOf(delayed)).map((t) => t.message)).toContain("Товар отложен");
    let basket = await basketOf(cookie);
    expect(basket.delayedProducts.map((l) => l.id)).toEqual([first.id]);
    expect(basket.activeProducts.map((l) => l.id)).toEqual([second.id]);
    expect(basket.totalQuantity).toBe(1);

    expectBackToOrder(await post({ intent: "basket-delay", lineId: String(first.id), delay: "false" }, cookie));
    basket = await basketOf(cookie);
    expect(basket.delayedProducts).toEqual([]);
    expect(basket.activeProducts.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());

    expectBackToOrder(await post({ intent: "basket-quantity", lineId: String(second.id), quantity: "2" }, cookie));
    basket = await basketOf(cookie);
    expect(basket.activeProducts.find((l) => l.id === second.id)?.quantity).toBe(2);
    expect(basket.totalQuantity).toBe(3);

    await chooseShipment(cookie);
    const removed = await post({ intent: "basket-remove", lineId: String(first.id) }, cookie);
    expectBackToOrder(removed);
    expect((await toastsOf(removed)).map((t) => t.message)).toContain("Товар удалён из корзины");
    basket = await basketOf(cookie);
    expect(basket.products.map((l) => l.id)).toEqual([second.id]);

    const state = await orderOf(cookie);
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products.map((l) => l.id)).toEqual([second.id]);
  });

  it("an unknown line: back to the order with the upstream's error toast", async () => {
    const cookie = await basketWithTwo();
    const response = await post({ intent: "basket-remove", lineId: "999999" }, cookie);
    expectBackToOrder(response);
    const toasts = await toastsOf(response);
    expect(toasts).toEqual([expect.objectContaining({ type: "error", message: "Товар в корзине не найден" })]);
    expect((await basketOf(cookie)).products).toHaveLength(2);
  });

  it("removing the last product resets the order: the draft's city is kept, the shipment cleared", async () => {
    const cookie = await basketWithTwo();
    const shopper = await api(cookie);
    const init = await orderApi.initOrder(shopper, "moscow");
    expect(init.status).toBe(200);
    // The shopper picked another city in the checkout (the city cookie still says Moscow, the default).
    const inKazan = await orderApi.calculateOrder(shopper, draft.withCity(init.data.input, { name: "Казань", id: "kazan" }));
    expect(inKazan.data.input.delivery.properties.cityId).toBe("kazan");
    // A calculation takes the city as given; only an init fills in its region.
    expect(inKazan.data.input.delivery.properties.cityDetail).toBe("");

    const lines = (await basketOf(cookie)).products;
    for (const line of lines) expectBackToOrder(await post({ intent: "basket-remove", lineId: String(line.id) }, cookie));

    expect((await basketOf(cookie)).products).toEqual([]);
    const state = await orderOf(cookie);
    expect(state.input.delivery.properties.cityId).toBe("kazan");
    expect(state.input.delivery.properties.cityDetail).not.toBe("");
    expect(state.input.delivery.shipmentId).toBeNull();
    expect(state.input.delivery.properties.storeId).toBe("");
    expect(state.basket.products).toEqual([]);
  });
});
