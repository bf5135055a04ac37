import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { carryCookies, keptInput } from "./cookie-jar";
import { args, settle, startTestUpstream } from "./upstream";

export { carryCookies, checkoutPair, keptInput } from "./cookie-jar";

export let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
export let basketRoute: typeof import("~/routes/basket");
export let orderRoute: typeof import("~/routes/order._index");
export let catalog: typeof import("~/routes/catalog.$");
export let root: typeof import("~/root");
let client: typeof import("~/upstream-client/request-client.server");
export let basketApi: typeof import("~/upstream-client/basket.server");
export let orderApi: typeof import("~/upstream-client/order.server");
export let draft: typeof import("~/domain/checkout-draft");
let flash: typeof import("~/toasts/flash.server");
const PRODUCT_PATH = "odezhda/bluzki-i-rubashki/rubashki/52";
export const PRODUCT_URL = `/catalog/${PRODUCT_PATH}/`;
export const PRODUCTS = [
  { id: 52, path: PRODUCT_PATH },
  { id: 92, path: "odezhda/verkhnyaya-odezhda/palto/92" },
];

/** A post to the basket route, as the forms send it (JavaScript on: add `via: "fetcher"`). */
export const post = (fields: Record<string, string>, cookie?: string) =>
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
export const tokenPair = (response: Response) => cookiesOf(response).find((c) => c.startsWith("token=")) ?? "";
export const flashPair = (response: Response) => cookiesOf(response).find((c) => c.startsWith("flash=")) ?? "";

/** The toasts a redirect carries in the flash cookie. */
export async function flashOf(response: Response) {
  const pair = flashPair(response);
  if (!pair) return [];
  return (await flash.readFlash(new Request("http://shop.test/", { headers: { Cookie: pair } }))).toasts;
}

/** Counts the calls from the storefront to the upstream API during `work`. */
export async function upstreamCalls(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(globalThis, "fetch");
  await work();
  const calls = spy.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).startsWith(upstream.url),
  ).length;
  spy.mockRestore();
  return calls;
}

/** An offer of the product with online stock to spare (so couriers can deliver it): a page tells "more than one" at most. */
export async function offerOf(product: (typeof PRODUCTS)[number]): Promise<number> {
  const url = `/catalog/${product.path}/`;
  const data = await (await settle(() => catalog.loader({ ...args(url), params: { "*": product.path } }))).json();
  const offer = data.detail.item.sku.find((o: { quantity: number }) => o.quantity > 1);
  return offer.id;
}

/** Adds both products through the basket route (as the cards' fetchers do); returns the guest's token cookie. */
export async function basketWithTwo(): Promise<string> {
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
export async function api(cookie: string) {
  return client.upstreamFor(args("/order/", { cookie }));
}

/** The /order page's data for the shopper (its loader: the kept checkout input calculated) and its answer. */
export async function orderPage(cookie: string) {
  const response = await settle(() => orderRoute.loader(args("/order/", { cookie })));
  return { response, data: await response.json() };
}

/**
 * The shopper picks the first delivery offered on the order page (so there is a shipment for a basket change to
 * clear); returns their Cookie header with the checkout input the storefront answered with.
 */
export async function chooseShipment(cookie: string): Promise<string> {
  const page = await orderPage(cookie);
  let jar = carryCookies(cookie, page.response);
  const shipmentId = page.data.state.deliverySystems[0]?.id;
  expect(shipmentId).toBeTypeOf("number");
  const chosen = await settle(() =>
    orderRoute.action(
      args("/order/?index", {
        method: "POST",
        body: new URLSearchParams({ intent: "calculate", shipmentId: String(shipmentId), via: "fetcher" }),
        cookie: jar,
      }),
    ),
  );
  expect(chosen.status).toBe(200);
  jar = carryCookies(jar, chosen);
  expect((await keptInput(jar))?.delivery.shipmentId).toBe(shipmentId);
  return jar;
}
export const basketOf = async (cookie: string) => basketApi.getBasket(await api(cookie));
/** The checkout as the order page shows it to the shopper with this Cookie header. */
export const orderOf = async (cookie: string) => (await orderPage(cookie)).data.state;
export const rootData = async (cookie: string) => (await settle(() => root.loader(args("/", { cookie })))).json();
export function expectRedirect(response: Response, to: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(to);
}
export const expectBackToOrder = (response: Response) => expectRedirect(response, "/order/");

/** Starts this test file's fixtures before its tests and stops them after. */
export function withBasketActionRoutes(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    // The app reads API_URL on first use, so it is imported only once the upstream is up.
    root = await import("~/root");
    [basketRoute, orderRoute, catalog, client, basketApi, orderApi, draft, flash] = await Promise.all([
      import("~/routes/basket"),
      import("~/routes/order._index"),
      import("~/routes/catalog.$"),
      import("~/upstream-client/request-client.server"),
      import("~/upstream-client/basket.server"),
      import("~/upstream-client/order.server"),
      import("~/domain/checkout-draft"),
      import("~/toasts/flash.server"),
    ]);
  });
  afterAll(() => upstream.dispose());
  afterEach(() => vi.restoreAllMocks());
}
