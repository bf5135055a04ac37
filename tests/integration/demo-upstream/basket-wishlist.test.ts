import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AcceptedSchema, WishlistSchema } from "../../../app/contract/basket";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call } from "./helpers";
import { upstream, catalogue, total, findOffer, guest, counters, withBasketUpstream } from "../support/basket-upstream";

withBasketUpstream();

describe("wishlist", () => {
  it("adds and removes idempotently, most recent first, and counts in /api/init", async () => {
    const token = await guest();
    const wishlist = (method: string, id: number) =>
      call(upstream, `/api/catalog/${id}/wishlist`, { method, token, schema: WishlistSchema });
    expect((await call(upstream, "/api/catalog/wishlist", { token, schema: WishlistSchema })).data).toEqual({
      items: [],
    });
    const [a, b, c] = catalogue.slice(0, 3).map((item) => item.id);
    await wishlist("POST", a);
    await wishlist("POST", b);
    expect((await wishlist("POST", c)).data).toEqual({ items: [c, b, a] });
    expect((await wishlist("POST", a)).data).toEqual({ items: [c, b, a] });
    expect(await counters(token)).toEqual({ basket: 0, wishlist: 3 });
    expect((await wishlist("DELETE", b)).data).toEqual({ items: [c, a] });
    expect((await wishlist("DELETE", b)).data).toEqual({ items: [c, a] });
    expect((await call(upstream, "/api/catalog/wishlist", { token, schema: WishlistSchema })).data).toEqual({
      items: [c, a],
    });
    const unknown = await call(upstream, "/api/catalog/999999/wishlist", { method: "POST", token });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    expect((await call(upstream, "/api/catalog/999999/wishlist", { method: "DELETE", token })).status).toBe(404);
  });
});

describe("POST /api/catalog/{id}/subscribe and /preorder", () => {
  const rows = (sql: string, ...params: unknown[]) => {
    const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
    try {
      return db.prepare(sql).all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  it("stores a back-in-stock subscription once per offer and e-mail", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    const body = { offer: offer.id, email: "  Olga@Example.RU " };
    const result = await call(upstream, `/api/catalog/${item.id}/subscribe`, { token, body, schema: AcceptedSchema });
    expect(result.data).toEqual({ ok: true, message: "Мы сообщим вам, когда размер появится в наличии" });
    await call(upstream, `/api/catalog/${item.id}/subscribe`, { token, body, schema: AcceptedSchema });
    const stored = rows("SELECT product_id, offer_id, email FROM stock_subscriptions WHERE offer_id = ?", offer.id);
    expect(stored).toEqual([{ product_id: item.id, offer_id: offer.id, email: "olga@example.ru" }]);
  });

  it("validates the subscription", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    for (const email of ["olga", "", undefined, 42]) {
      const result = await call(upstream, `/api/catalog/${item.id}/subscribe`, {
        token,
        body: { offer: offer.id, email },
      });
      expect(result.status).toBe(400);
      expect(result.errors).toEqual([{ message: "Введите корректный email", code: "validation", field: "email" }]);
    }
    const other = catalogue.find((candidate) => candidate.id !== item.id)!;
    const wrong = await call(upstream, `/api/catalog/${other.id}/subscribe`, {
      token,
      body: { offer: offer.id, email: "a@b.ru" },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.errors[0].message).toBe("Размер не найден");
    expect(
      (await call(upstream, `/api/catalog/999999/subscribe`, { token, body: { offer: offer.id, email: "a@b.ru" } }))
        .errors[0].message,
    ).toBe("Товар не найден");
  });

  it("stores a preorder and validates every field in Russian", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    const body = { offer: offer.id, name: " Ольга ", phone: "8 (916) 555-44-33", email: "olga@example.ru" };
    const result = await call(upstream, `/api/catalog/${item.id}/preorder`, { token, body, schema: AcceptedSchema });
    expect(result.data).toEqual({ ok: true, message: "Заявка на предзаказ принята" });
    expect(rows("SELECT product_id, offer_id, name, phone, email FROM preorders WHERE offer_id = ?", offer.id)).toEqual(
      [{ product_id: item.id, offer_id: offer.id, name: "Ольга", phone: "+79165554433", email: "olga@example.ru" }],
    );
    const invalid = await call(upstream, `/api/catalog/${item.id}/preorder`, {
      token,
      body: { name: "", phone: "123", email: "x" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: "offer", message: "Выберите размер" },
      { field: "name", message: "Укажите имя" },
      { field: "phone", message: "Введите номер телефона в формате +7XXXXXXXXXX" },
      { field: "email", message: "Введите корректный email" },
    ]);
  });
});
