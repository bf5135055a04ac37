import { afterAll, describe, expect, it } from "vitest";
import { readCatalogue, type BuyableProduct } from "../../bench/catalogue";
import { startRedis } from "./support/redis";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * A resent form is carried out once even when the copy reaches another storefront process — a basket add with the same
 * nonce (a double click, a resent fetcher post) and «Вернуть» with the same seal — because the one-time claims are kept
 * in the Redis every process shares. Without REDIS_URL each process remembers its own.
 */

/** Both processes sign cookies and seals alike, as behind one load balancer. */
const SESSION_SECRET = "redis-claims-test-secret-0123456789abcdef";

const running: { stop(): Promise<void> }[] = [];
afterAll(() => Promise.all(running.map((server) => server.stop())));

async function twoStores(env: Record<string, string>): Promise<RunningStorefront[]> {
  const first = await startStorefront({ SESSION_SECRET, ...env });
  running.push(first);
  // The second uses the first one's embedded upstream: one basket, seen by both.
  const second = await startStorefront({ SESSION_SECRET, ...env, API_URL: first.upstreamUrl });
  running.push(second);
  return [first, second];
}

/** A post to the basket route as a fetcher sends it (JavaScript on): its JSON answer. */
async function basketPost(store: RunningStorefront, fields: Record<string, string>, cookie = "") {
  const response = await fetch(`${store.url}/basket/?_data=routes%2Fbasket`, {
    method: "POST",
    body: new URLSearchParams({ ...fields, via: "fetcher" }),
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    redirect: "manual",
  });
  const token = response.headers.getSetCookie().find((pair) => pair.startsWith("token="));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, token };
}

/** The shopper's basket as the startup refresh reads it: the sizes in it and the number of items. */
async function basketOf(store: RunningStorefront, cookie: string) {
  const response = await fetch(`${store.url}/shopper/`, { headers: { Cookie: cookie, Accept: "application/json" } });
  return (await response.json()) as { basketOffers: number[]; basketCount?: number };
}

/** A product with a size a few in stock, as the upstream lists it. */
async function productIn(store: RunningStorefront): Promise<BuyableProduct> {
  const [product] = (await readCatalogue(store.upstreamUrl, 1)).products;
  return product!;
}

const addOf = (product: BuyableProduct) => ({ productId: String(product.id), offer: String(product.offer) });

/** A guest's first add (through `store`): the token cookie it got. */
async function guestWithOneAdd(store: RunningStorefront, product: BuyableProduct, nonce: string): Promise<string> {
  const first = await basketPost(store, { intent: "basket-add", ...addOf(product), nonce });
  expect(first.status).toBe(200);
  expect(first.token).toBeTruthy();
  return first.token!.split(";")[0];
}

describe("one-time claims across two storefront processes", () => {
  it("without REDIS_URL each process remembers its own: the same add resent through the other one adds again", async () => {
    const stores = await twoStores({});
    const product = await productIn(stores[0]);
    const cookie = await guestWithOneAdd(stores[0], product, "nonce-apart");
    const again = { intent: "basket-add", ...addOf(product), nonce: "nonce-apart" };
    expect((await basketPost(stores[1], again, cookie)).status).toBe(200);
    expect((await basketOf(stores[0], cookie)).basketCount).toBe(2);
    await Promise.all(stores.map((store) => store.stop()));
  });

  describe("with one REDIS_URL", () => {
    let stores: RunningStorefront[];
    let product: BuyableProduct;

    it("a basket add resent through the other process (same nonce) is added once; a new nonce adds again", async () => {
      const redis = await startRedis();
      running.push(redis);
      stores = await twoStores({ REDIS_URL: redis.url });
      product = await productIn(stores[0]);
      const cookie = await guestWithOneAdd(stores[0], product, "nonce-shared");
      const again = { intent: "basket-add", ...addOf(product), nonce: "nonce-shared" };
      const resent = await basketPost(stores[1], again, cookie);
      // Answered as done, as the first was.
      expect(resent.status).toBe(200);
      expect(resent.body).toMatchObject({ ok: true, added: { productId: product.id, offerId: product.offer } });
      expect(await basketOf(stores[1], cookie)).toMatchObject({ basketOffers: [product.offer], basketCount: 1 });

      await basketPost(stores[1], { ...again, nonce: "nonce-next" }, cookie);
      expect((await basketOf(stores[0], cookie)).basketCount).toBe(2);
    });

    it("«Вернуть» sent to both processes at once brings the removed line back once", async () => {
      const cookie = await guestWithOneAdd(stores[0], product, "nonce-undo");
      const order = await fetch(`${stores[0].url}/order/?_data=routes%2Forder._index`, { headers: { Cookie: cookie } });
      const { basket } = (await order.json()) as { basket: { products: { id: number }[] } };
      const lineId = basket.products[0]?.id;
      expect(lineId).toBeTypeOf("number");
      const removed = await basketPost(stores[0], { intent: "basket-remove", lineId: String(lineId) }, cookie);
      expect(removed.status).toBe(200);
      const seal = (removed.body.undo as { seal: string }).seal;
      expect((await basketOf(stores[0], cookie)).basketCount ?? 0).toBe(0);

      const restore = { intent: "basket-restore", undo: seal };
      const answers = await Promise.all(stores.map((store) => basketPost(store, restore, cookie)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await basketOf(stores[1], cookie)).toMatchObject({ basketOffers: [product.offer], basketCount: 1 });
    });
  });
});
