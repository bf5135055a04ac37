import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MORE_THAN_ONE } from "~/domain/stock-level";
import { args, settle, startTestUpstream } from "./support/upstream";

/**
 * Second attacker review: public answers (the product page's and the listing's `?_data=` JSON, which the loaders
 * return) tell stock as levels — none, the last one, more — never the exact count per size, city and shop.
 */
/** In the seed: online stock and sizes in Moscow pickup shops, several units of some. */
const PRODUCT_ID = 54;
const PRODUCT = `/catalog/odezhda/verkhnyaya-odezhda/kurtki/${PRODUCT_ID}/`;

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let product: typeof import("~/catalog/product-page/product-page.server");
let section: typeof import("~/catalog/section-page.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  [product, section] = await Promise.all([
    import("~/catalog/product-page/product-page.server"),
    import("~/catalog/section-page.server"),
  ]);
});
afterAll(() => upstream.dispose());

/** Every number under a key that counts stock, anywhere in the answer. */
function stockCounts(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const entry of value) stockCounts(entry, found);
  else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      if (/quantity|stock|left/i.test(key) && typeof entry === "number") found.push(entry);
      else stockCounts(entry, found);
    }
  }
  return found;
}

type Sku = { size: string; quantity: number; stock: { quantity: number }[] };

describe("public answers tell stock as levels", () => {
  it("the product's answer: no exact count, the same sizes in stock and the same last ones", async () => {
    const raw = (await (await fetch(`${upstream.url}/v1/catalog/products/${PRODUCT_ID}`)).json()) as {
      data: { item: { sku: Sku[] } };
    };
    const rawSku = raw.data.item.sku;
    // The upstream itself has more than a level's worth of some size: the test would see a leak.
    expect(
      Math.max(...rawSku.flatMap((offer) => [offer.quantity, ...offer.stock.map((e) => e.quantity)])),
    ).toBeGreaterThan(MORE_THAN_ONE);

    const response = await settle(() => product.productLoader(args(`${PRODUCT}?_data=routes/catalog.$`), PRODUCT_ID));
    expect(response.status).toBe(200);
    const data = (await response.json()) as { detail: { item: { sku: Sku[] } } };
    const itemCounts = stockCounts(data.detail.item);
    expect(itemCounts.length).toBeGreaterThan(0);
    expect(Math.max(...itemCounts)).toBeLessThanOrEqual(MORE_THAN_ONE);
    expect(Math.max(...stockCounts(data).filter((n) => n > MORE_THAN_ONE), 0)).toBe(0);

    const level = (n: number) => (n <= 0 ? 0 : n === 1 ? 1 : MORE_THAN_ONE);
    expect(data.detail.item.sku).toEqual(
      rawSku.map((offer) => ({
        ...offer,
        quantity: level(offer.quantity),
        stock: offer.stock.map((entry) => ({ ...entry, quantity: level(entry.quantity) })),
      })),
    );
  });

  it("a listing's answer: its cards' sizes say no more than a level", async () => {
    const response = await settle(() => section.sectionLoader(args("/catalog/odezhda/"), "odezhda/"));
    expect(response.status).toBe(200);
    const data = (await response.json()) as { items: { sku: Sku[] }[] };
    expect(data.items.length).toBeGreaterThan(0);
    const counts = data.items.flatMap((item) => stockCounts(item.sku));
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MORE_THAN_ONE);
  });
});
