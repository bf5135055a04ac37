import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let catalog: typeof import("~/routes/catalog.$");

const PRODUCT_PATH = "odezhda/bluzki-i-rubashki/rubashki/52";
const PRODUCT_URL = `/catalog/${PRODUCT_PATH}/`;

beforeAll(async () => {
  upstream = await startTestUpstream();
  catalog = await import("~/routes/catalog.$");
});
afterAll(() => upstream.dispose());

const post = (fields: Record<string, string>, cookie?: string) =>
  settle(() => catalog.action({ ...args(PRODUCT_URL, { method: "POST", body: new URLSearchParams(fields), cookie }), params: { "*": PRODUCT_PATH } }));
const pair = (setCookie: string | null) => (setCookie ?? "").split(/,(?=\s*\w+=)/).map((c) => c.split(";")[0].trim()).filter((c) => c.startsWith("token=")).join("; ");

async function firstOffer(): Promise<number> {
  const response = await settle(() => catalog.loader({ ...args(PRODUCT_URL), params: { "*": PRODUCT_PATH } }));
  const data = await response.json();
  const offer = data.detail.item.sku.find((o: { quantity: number; stock: { quantity: number }[] }) => o.quantity + o.stock.reduce((s, e) => s + e.quantity, 0) > 1);
  return offer.id;
}

describe("product page loader", () => {
  it("loads the product, related items, and remembers the view in a cookie", async () => {
    const response = await settle(() => catalog.loader({ ...args(PRODUCT_URL), params: { "*": PRODUCT_PATH } }));
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.kind).toBe("product");
    expect(data.detail.item.link).toBe(PRODUCT_URL);
    expect(data.related.length).toBeGreaterThan(0);
    expect(response.headers.get("Set-Cookie")).toMatch(/^viewed=/);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await settle(() => catalog.loader({ ...args("/catalog/odezhda/999999/"), params: { "*": "odezhda/999999" } }));
    expect(response.status).toBe(404);
  });
});

describe("product actions", () => {
  it("wants a size before adding to the basket, without touching the upstream", async () => {
    const response = await post({ intent: "basket-add", productId: "52", redirectTo: PRODUCT_URL });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { offer: "Выберите размер" } });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("gives a guest a token at the first add, redirects back with a toast, and adds a double submission once", async () => {
    const offer = String(await firstOffer());
    const first = await post({ intent: "basket-add", productId: "52", offer, nonce: "n-1", redirectTo: PRODUCT_URL });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(PRODUCT_URL);
    const cookie = pair(first.headers.get("Set-Cookie"));
    expect(cookie).toMatch(/^token=/);
    expect(first.headers.get("Set-Cookie")).toMatch(/flash=/);

    const again = await post({ intent: "basket-add", productId: "52", offer, nonce: "n-1", redirectTo: PRODUCT_URL, via: "fetcher" }, cookie);
    expect(again.status).toBe(200);
    const root = await import("~/root");
    const data = await (await settle(() => root.loader(args("/", { cookie })))).json();
    expect(data.counters.basket).toBe(1);
    expect(data.basketOffers).toEqual([Number(offer)]);
  });

  it("adds to the wishlist and removes again", async () => {
    const added = await post({ intent: "wishlist", productId: "52", wishlisted: "true", via: "fetcher" });
    expect(added.status).toBe(200);
    const cookie = pair(added.headers.get("Set-Cookie"));
    const root = await import("~/root");
    expect((await (await settle(() => root.loader(args("/", { cookie })))).json()).wishlist).toEqual([52]);
    await post({ intent: "wishlist", productId: "52", wishlisted: "false", via: "fetcher" }, cookie);
    expect((await (await settle(() => root.loader(args("/", { cookie })))).json()).wishlist).toEqual([]);
  });

  it("shows the upstream's message when the size is out of stock, and changes nothing", async () => {
    const response = await post({ intent: "basket-add", productId: "52", offer: "999999999", via: "fetcher" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const data = await response.json();
    expect(data.ok).toBe(false);
    expect(data.toasts[0].type).toBe("error");
  });

  it("returns field errors for a bad subscription email", async () => {
    const response = await post({ intent: "subscribe", productId: "52", offer: String(await firstOffer()), email: "nope" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: "Введите корректный email" } });
  });
});
