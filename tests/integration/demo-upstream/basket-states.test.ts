import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AcceptedSchema, BasketSchema, WishlistSchema } from "../../../app/contract/basket";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, login } from "./helpers";
import {
  upstream,
  catalogue,
  total,
  max,
  findOffer,
  guest,
  basket,
  addOk,
  counters,
  setStock,
  withBasketUpstream,
} from "../support/basket-upstream";

withBasketUpstream();

describe("basket states", () => {
  it("splits lines into active, delayed and unavailable, and counts only the active ones", async () => {
    const token = await guest();
    const [a, b, c] = [0, 1, 2].map(() => findOffer((o) => max(o) >= 5));
    await addOk(token, a.item.id, { offer: a.offer.id, city: "moscow", quantity: 2 });
    await addOk(token, b.item.id, { offer: b.offer.id, city: "moscow", quantity: 3 });
    const full = await addOk(token, c.item.id, { offer: c.offer.id, city: "moscow", quantity: 4 });
    const [lineA, lineB, lineC] = full.products;
    expect(full.products.map((line) => line.offerId)).toEqual([a.offer.id, b.offer.id, c.offer.id]);
    expect(full.totalQuantity).toBe(9);

    const delayed = (
      await call(upstream, `/api/basket/${lineB.id}`, {
        method: "PATCH",
        token,
        body: { delay: true },
        schema: BasketSchema,
      })
    ).data;
    expect(delayed.delayedProducts.map((line) => line.id)).toEqual([lineB.id]);
    expect(delayed.delayedProducts[0].delay).toBe(true);
    expect(delayed.activeProducts.map((line) => line.id)).toEqual([lineA.id, lineC.id]);
    expect(delayed.totalQuantity).toBe(6);

    setStock(c.offer.id, 0);
    const now = await basket(token);
    expect(now.products.map((line) => line.id)).toEqual([lineA.id, lineB.id, lineC.id]);
    expect(now.activeProducts.map((line) => line.id)).toEqual([lineA.id]);
    expect(now.unavailableProducts.map((line) => line.id)).toEqual([lineC.id]);
    expect(now.unavailableProducts[0].available).toBe(false);
    expect(now.totalQuantity).toBe(2);
    expect(now.summary).toMatchObject({ value: a.item.price.value * 2, discountValue: a.item.price.discountValue * 2 });
    expect(now.summary.formatDiscountValue).toBe(
      `${(a.item.price.discountValue * 2).toLocaleString("ru-RU").replace(/\s/g, "\u00A0")}\u00A0₽`,
    );
    expect(await counters(token)).toEqual({ basket: 2, wishlist: 0 });

    // A delayed line stays delayed whatever its stock; restoring it makes it active again.
    setStock(b.offer.id, 0);
    expect((await basket(token)).delayedProducts.map((line) => line.id)).toEqual([lineB.id]);
    setStock(b.offer.id, 10);
    const restored = (
      await call(upstream, `/api/basket/${lineB.id}`, {
        method: "PATCH",
        token,
        body: { delay: false },
        schema: BasketSchema,
      })
    ).data;
    expect(restored.activeProducts.map((line) => line.id)).toEqual([lineA.id, lineB.id]);
    expect(restored.totalQuantity).toBe(5);
  });

  it("sets a quantity within the stock and removes lines", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => max(o) >= 3 && max(o) <= 9);
    const [line] = (await addOk(token, item.id, { offer: offer.id, city: "moscow" })).products;
    const patch = (body: unknown) => call(upstream, `/api/basket/${line.id}`, { method: "PATCH", token, body });
    const set = await call(upstream, `/api/basket/${line.id}`, {
      method: "PATCH",
      token,
      body: { quantity: max(offer) },
      schema: BasketSchema,
    });
    expect(set.data.products[0].quantity).toBe(max(offer));
    const over = await patch({ quantity: max(offer) + 1 });
    expect(over.status).toBe(409);
    expect(over.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(offer)} шт.`);
    expect((await patch({})).errors[0]).toMatchObject({ field: "delay", message: "Укажите delay или quantity" });
    expect((await patch({ delay: "yes" })).status).toBe(400);
    expect((await patch({ quantity: 0 })).errors[0].field).toBe("quantity");

    const stranger = await guest();
    expect(
      (await call(upstream, `/api/basket/${line.id}`, { method: "PATCH", token: stranger, body: { delay: true } }))
        .status,
    ).toBe(404);
    const notMine = await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token: stranger });
    expect(notMine.status).toBe(404);
    expect(notMine.errors[0].message).toBe("Товар в корзине не найден");

    const removed = await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token, schema: BasketSchema });
    expect(removed.data.products).toEqual([]);
    expect(removed.data.totalQuantity).toBe(0);
    expect((await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token })).status).toBe(404);
    expect((await call(upstream, "/api/basket/abc", { method: "DELETE", token })).status).toBe(400);
  });
});

describe("login carry-over", () => {
  it("moves the guest's basket lines, wishlist and subscriptions to the user", async () => {
    const token = await guest();
    const phone = "+79005550101";
    const userToken = await login(upstream, phone);
    const shared = findOffer((o) => max(o) >= 6 && total(o) <= 9);
    const own = findOffer((o) => max(o) >= 3);
    // The user already has 5 of the shared offer; the guest adds 3 more: capped at the stock.
    await addOk(userToken, shared.item.id, { offer: shared.offer.id, city: "moscow", quantity: 5 });
    await addOk(token, shared.item.id, { offer: shared.offer.id, city: "moscow", quantity: 3 });
    await addOk(token, own.item.id, { offer: own.offer.id, city: "moscow", quantity: 2 });
    const wished = catalogue[10].id;
    await call(upstream, `/api/catalog/${wished}/wishlist`, { method: "POST", token, schema: WishlistSchema });
    const soldOut = findOffer((o) => total(o) === 0);
    await call(upstream, `/api/catalog/${soldOut.item.id}/subscribe`, {
      token,
      body: { offer: soldOut.offer.id, email: "guest@example.ru" },
      schema: AcceptedSchema,
    });

    const merged = await login(upstream, phone, token);
    const after = await basket(merged);
    expect(after.products.map((line) => [line.offerId, line.quantity])).toEqual([
      [shared.offer.id, Math.min(8, total(shared.offer))],
      [own.offer.id, 2],
    ]);
    expect(
      (await call(upstream, "/api/catalog/wishlist", { token: merged, schema: WishlistSchema })).data.items,
    ).toEqual([wished]);
    expect(await counters(merged)).toEqual({ basket: after.totalQuantity, wishlist: 1 });
    expect((await call(upstream, "/api/basket", { token })).status).toBe(401);

    const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
    try {
      const userId = db.prepare("SELECT user_id FROM tokens WHERE token = ?").pluck().get(merged);
      expect(
        db.prepare("SELECT user_id, guest_id, email FROM stock_subscriptions WHERE offer_id = ?").all(soldOut.offer.id),
      ).toEqual([{ user_id: userId, guest_id: null, email: "guest@example.ru" }]);
    } finally {
      db.close();
    }
  });
});
