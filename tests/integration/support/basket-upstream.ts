import Database from "better-sqlite3";
import { afterAll, beforeAll, expect } from "vitest";
import { BasketSchema, type Basket } from "../../../app/contract/basket";
import { ProductListSchema, type CatalogItem, type Offer } from "../../../app/contract/catalog";
import { InitSchema } from "../../../app/contract/content";
import { TokenSchema } from "../../../app/contract/user";
import { maxOrderable, type StockCity } from "../../../app/domain/offers";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";

export let upstream: TestUpstream;
export let catalogue: CatalogItem[];
export const total = (offer: Offer) => offer.quantity + offer.stock.reduce((sum, entry) => sum + entry.quantity, 0);
export const MOSCOW: StockCity = { code: "moscow", name: "Москва", delivery: true };

/** The most one line of the offer can hold for a Moscow shopper. */
export const max = (offer: Offer) => maxOrderable(offer, MOSCOW);

/** Offers already handed to a test: tests change stock and baskets, so each gets offers of its own. */
export const used = new Set<number>();

/** The first product with an unused offer matching `test`, and that offer. */
export function findOffer(test: (offer: Offer) => boolean): { item: CatalogItem; offer: Offer } {
  for (const item of catalogue) {
    const offer = item.sku.find((candidate) => !used.has(candidate.id) && test(candidate));
    if (offer) {
      used.add(offer.id);
      return { item, offer };
    }
  }
  throw new Error("no such offer in the seed");
}
export const guest = async () =>
  (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;
export const basket = async (token: string) =>
  (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
export const add = (token: string, productId: number, body: Record<string, unknown>) =>
  call(upstream, `/api/basket/${productId}`, { token, body });
export const addOk = async (token: string, productId: number, body: Record<string, unknown>): Promise<Basket> => {
  const result = await call(upstream, `/api/basket/${productId}`, { token, body, schema: BasketSchema });
  expect(result.status).toBe(200);
  expect(result.messages).toEqual([{ message: "Товар добавлен в корзину" }]);
  return result.data;
};
export const counters = async (token: string) =>
  (await call(upstream, "/api/init", { token, schema: InitSchema })).data.counters;

/** Changes the seed's stock of an offer directly in the database (there are no orders to sell it yet). */
export function setStock(offerId: number, quantity: number): void {
  const db = new Database(databaseFile(upstream.dataDir, 300));
  try {
    db.prepare("DELETE FROM offer_stock WHERE offer_id = ?").run(offerId);
    db.prepare("UPDATE offers SET quantity = ?, total_quantity = ? WHERE id = ?").run(quantity, quantity, offerId);
  } finally {
    db.close();
  }
}

/** Starts this test file's fixtures before its tests and stops them after. */
export function withBasketUpstream(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    catalogue = [];
    for (let page = 1; page <= 3; page++) {
      catalogue.push(
        ...(
          await call(upstream, `/v1/catalog/products?section=odezhda&pageSize=100&page=${page}`, {
            schema: ProductListSchema,
          })
        ).data.items,
      );
    }
  });
  afterAll(() => upstream.stop());
}
