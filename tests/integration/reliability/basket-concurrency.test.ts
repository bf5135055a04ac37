import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "../support/storefront";
import { offerInStock, Shopper } from "./http";

/**
 * Parallel and repeated basket submissions through the built server's `/basket/` action (docs/reliability.md, "No
 * data lost, nothing twice"): what the shopper meant happens exactly once, whatever arrives together.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

type Line = { id: number; productId: number; offerId: number; quantity: number; delay: boolean };

/** A logged-in shopper of their own, and their basket's lines as the basket page's data has them. */
async function shopper(phone: string): Promise<{ shopper: Shopper; basket: () => Promise<Line[]> }> {
  const browser = new Shopper(storefront);
  await browser.logIn(phone);
  const basket = async () => {
    const response = await browser.get("/order/?_data=routes%2Forder._index");
    return ((await response.json()) as { basket: { products: Line[] } }).basket.products;
  };
  return { shopper: browser, basket };
}

const add = (browser: Shopper, productId: number, offer: number, extra: Record<string, string> = {}) =>
  browser.post("/basket/", { intent: "basket-add", productId: String(productId), offer: String(offer), ...extra });
const change = (browser: Shopper, fields: Record<string, string>) =>
  browser.post("/basket/", { via: "fetcher", ...fields });
const together = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

describe("adding to the basket", () => {
  it("adds once for one click sent many times at once (one nonce), with or without JavaScript", async () => {
    const { shopper: browser, basket } = await shopper("+79990001001");
    const offer = await offerInStock(storefront, 52);
    const answers = await together(8, (i) =>
      add(browser, 52, offer, { nonce: "click-1", ...(i % 2 === 0 && { via: "fetcher" }) }),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 303)).toBe(true);
    expect((await basket()).filter((line) => line.offerId === offer)).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
  });

  it("adds once for a plain form resent at once (no nonce: JavaScript off)", async () => {
    const { shopper: browser, basket } = await shopper("+79990001002");
    const offer = await offerInStock(storefront, 160);
    await together(6, () => add(browser, 160, offer));
    expect((await basket()).filter((line) => line.offerId === offer)).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
  });

  it("adds every time for separate clicks (different nonces), however they interleave", async () => {
    const { shopper: browser, basket } = await shopper("+79990001003");
    const offer = await offerInStock(storefront, 92, 4);
    const answers = await together(4, (i) => add(browser, 92, offer, { nonce: `click-${i}`, via: "fetcher" }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await basket()).filter((line) => line.offerId === offer)).toEqual([
      expect.objectContaining({ quantity: 4 }),
    ]);
  });

  it("adds different products sent together as one line each", async () => {
    const { shopper: browser, basket } = await shopper("+79990001004");
    const products = [52, 92, 160];
    const offers = await Promise.all(products.map((id) => offerInStock(storefront, id)));
    await together(products.length, (i) => add(browser, products[i], offers[i], { nonce: `n-${i}`, via: "fetcher" }));
    const lines = await basket();
    expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(products.map((id) => [id, 1]).sort());
  });
});

describe("changing a line", () => {
  /** A basket of two lines for a fresh shopper: the one the test changes, and one that must stay as it was. */
  async function twoLines(phone: string) {
    const own = await shopper(phone);
    const [a, b] = await Promise.all([offerInStock(storefront, 52, 5), offerInStock(storefront, 92)]);
    await add(own.shopper, 52, a, { nonce: "a" });
    await add(own.shopper, 92, b, { nonce: "b" });
    const lines = await own.basket();
    const target = lines.find((line) => line.offerId === a)!;
    const other = lines.find((line) => line.offerId === b)!;
    return { ...own, target, other };
  }

  it("delays once, and brings back once, whatever is sent together", async () => {
    const { shopper: browser, basket, target, other } = await twoLines("+79990001011");
    const delayed = await together(6, () =>
      change(browser, { intent: "basket-delay", lineId: String(target.id), delay: "true" }),
    );
    expect(delayed.every((answer) => answer.status === 200)).toBe(true);
    expect(await basket()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.id, delay: true, quantity: 1 }), other]),
    );
    await together(6, () => change(browser, { intent: "basket-delay", lineId: String(target.id), delay: "false" }));
    const lines = await basket();
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.id, delay: false, quantity: 1 }), other]),
    );
  });

  it("removes once: the other requests are told the line is gone, the other line stays", async () => {
    const { shopper: browser, basket, target, other } = await twoLines("+79990001012");
    const answers = await together(6, () => change(browser, { intent: "basket-remove", lineId: String(target.id) }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await basket()).toEqual([other]);
  });

  it("sets the quantity to one of the values sent, on the one line", async () => {
    const { shopper: browser, basket, target, other } = await twoLines("+79990001013");
    const wanted = [2, 3, 4, 5];
    const answers = await together(wanted.length, (i) =>
      change(browser, { intent: "basket-quantity", lineId: String(target.id), quantity: String(wanted[i]) }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const lines = await basket();
    expect(lines).toHaveLength(2);
    expect(wanted).toContain(lines.find((line) => line.id === target.id)!.quantity);
    expect(lines).toContainEqual(other);
    // The same value sent many times is that value.
    await together(5, () => change(browser, { intent: "basket-quantity", lineId: String(target.id), quantity: "3" }));
    expect((await basket()).find((line) => line.id === target.id)!.quantity).toBe(3);
  });

  it("keeps the line consistent when a removal, a delay and a quantity change arrive together", async () => {
    const { shopper: browser, basket, target, other } = await twoLines("+79990001014");
    const answers = await Promise.all([
      change(browser, { intent: "basket-delay", lineId: String(target.id), delay: "true" }),
      change(browser, { intent: "basket-quantity", lineId: String(target.id), quantity: "2" }),
      change(browser, { intent: "basket-remove", lineId: String(target.id) }),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    // The removal happened (it is never refused while the line exists); the other line is untouched.
    expect(await basket()).toEqual([other]);
  });
});
