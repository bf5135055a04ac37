import { describe, expect, it } from "vitest";
import { maxOrderable } from "../../../app/domain/offers";
import { call } from "./helpers";
import {
  upstream,
  catalogue,
  total,
  max,
  findOffer,
  guest,
  basket,
  add,
  addOk,
  counters,
  withBasketUpstream,
} from "../support/basket-upstream";

withBasketUpstream();

describe("the basket needs a token", () => {
  it.each([
    ["GET", "/api/basket", undefined],
    ["POST", "/api/basket/1", { offer: 1, city: "moscow" }],
    ["PATCH", "/api/basket/1", { delay: true }],
    ["DELETE", "/api/basket/1", undefined],
    ["GET", "/api/catalog/wishlist", undefined],
    ["POST", "/api/catalog/1/wishlist", undefined],
    ["DELETE", "/api/catalog/1/wishlist", undefined],
    ["POST", "/api/catalog/1/subscribe", { offer: 1, email: "a@b.ru" }],
    ["POST", "/api/catalog/1/preorder", { offer: 1, name: "Анна", phone: "+79990000000", email: "a@b.ru" }],
  ])("%s %s answers 401 without one", async (method, path, body) => {
    for (const token of [undefined, "unknown-token-0123456789abcdef0123456789"]) {
      const result = await call(upstream, path, { method, token, body });
      expect(result.status).toBe(401);
      expect(result.errors[0]).toMatchObject({ message: "Требуется авторизация", code: "unauthorized" });
    }
  });
});

describe("POST /api/basket/{productId}", () => {
  it("adds an offer, then more of it up to the stock, and keeps /api/init in step", async () => {
    const token = await guest();
    expect(await basket(token)).toEqual({
      products: [],
      activeProducts: [],
      delayedProducts: [],
      unavailableProducts: [],
      summary: {
        value: 0,
        discountValue: 0,
        discount: 0,
        formatValue: "0\u00A0₽",
        formatDiscountValue: "0\u00A0₽",
        certificates: { quantity: 0, value: 0 },
      },
      totalQuantity: 0,
      certificates: [],
    });
    const { item, offer } = findOffer((o) => max(o) >= 4 && max(o) <= 12);
    const first = await addOk(token, item.id, { offer: offer.id, city: "moscow" });
    expect(first.products).toHaveLength(1);
    const line = first.products[0];
    expect(line).toEqual({
      id: line.id,
      productId: item.id,
      offerId: offer.id,
      name: item.name,
      link: item.link,
      image: item.images.list[0],
      size: offer.size,
      colorName: item.color.name,
      quantity: 1,
      price: item.price,
      properties: [
        { code: "CML2_ARTICLE", value: item.article },
        { code: "CML2_BAR_CODE", value: offer.ean },
      ],
      delay: false,
      available: true,
      maxQuantity: max(offer),
    });
    const second = await addOk(token, item.id, { offer: offer.id, city: "moscow", quantity: max(offer) - 1 });
    expect(second.products).toHaveLength(1);
    expect(second.products[0]).toMatchObject({ id: line.id, quantity: max(offer) });
    expect(second.totalQuantity).toBe(max(offer));
    expect(second.summary.value).toBe(item.price.value * max(offer));
    expect(second.summary.discountValue).toBe(item.price.discountValue * max(offer));
    expect(second.summary.discount).toBe(second.summary.value - second.summary.discountValue);
    expect(await counters(token)).toEqual({ basket: max(offer), wishlist: 0 });

    const over = await add(token, item.id, { offer: offer.id, city: "moscow" });
    expect(over.status).toBe(409);
    expect(over.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(offer)} шт.`);
    expect((await basket(token)).products[0].quantity).toBe(max(offer));
  });

  it("refuses a sold-out offer, the last one twice, an offer of another product and unknown ids", async () => {
    const token = await guest();
    const soldOut = findOffer((o) => total(o) === 0);
    const result = await add(token, soldOut.item.id, { offer: soldOut.offer.id, city: "moscow" });
    expect(result.status).toBe(409);
    expect(result.errors[0].message).toBe("Этого размера нет в наличии в г. Москва");

    const lastOne = findOffer((o) => max(o) === 1);
    await addOk(token, lastOne.item.id, { offer: lastOne.offer.id, city: "moscow" });
    const again = await add(token, lastOne.item.id, { offer: lastOne.offer.id, city: "moscow" });
    expect(again.status).toBe(409);
    expect(again.errors[0].message).toBe("Больше нет в наличии: можно заказать не больше 1 шт.");
    const tooMany = findOffer((o) => max(o) >= 2 && max(o) < 10);
    expect(
      (await add(token, tooMany.item.id, { offer: tooMany.offer.id, city: "moscow", quantity: max(tooMany.offer) + 1 }))
        .status,
    ).toBe(409);

    const other = catalogue.find((item) => item.id !== lastOne.item.id)!;
    const wrong = await add(token, other.id, { offer: lastOne.offer.id, city: "moscow" });
    expect(wrong.status).toBe(404);
    expect(wrong.errors[0]).toMatchObject({ message: "Размер не найден", field: "offer" });
    expect((await add(token, lastOne.item.id, { offer: 99_999_999, city: "moscow" })).errors[0].message).toBe(
      "Размер не найден",
    );
    const unknown = await add(token, 999_999, { offer: lastOne.offer.id, city: "moscow" });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    expect((await basket(token)).products).toHaveLength(1);
  });

  it("counts only stock that can reach the shopper's city (stock-for-city rules)", async () => {
    const token = await guest();
    // The last unit on another city's shelf: not orderable from Moscow, orderable from that city.
    const elsewhere = findOffer(
      (o) =>
        o.quantity <= 0 && max(o) === 0 && o.stock.some((e) => e.quantity > 0 && e.pickup && e.cityCode !== "moscow"),
    );
    const shop = elsewhere.offer.stock.find((e) => e.quantity > 0 && e.pickup && e.cityCode !== "moscow")!;
    const shopCity = shop.cityCode!;
    const refused = await add(token, elsewhere.item.id, { offer: elsewhere.offer.id, city: "moscow" });
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toMatchObject({ message: "Этого размера нет в наличии в г. Москва", field: "offer" });
    const there = await addOk(await guest(), elsewhere.item.id, { offer: elsewhere.offer.id, city: shopCity });
    expect(there.products[0]).toMatchObject({
      available: true,
      maxQuantity: maxOrderable(elsewhere.offer, { code: shopCity, delivery: true }),
    });

    // Warehouse stock below what the shops of every city hold together: a line holds what one way can ship.
    const spread = findOffer((o) => max(o) >= 1 && max(o) < total(o) && max(o) < 10);
    const [line] = (
      await addOk(token, spread.item.id, { offer: spread.offer.id, city: "moscow", quantity: max(spread.offer) })
    ).products;
    expect(line).toMatchObject({ quantity: max(spread.offer), maxQuantity: max(spread.offer) });
    const raise = await call(upstream, `/api/basket/${line.id}`, {
      method: "PATCH",
      token,
      body: { quantity: max(spread.offer) + 1 },
    });
    expect(raise.status).toBe(409);
    expect(raise.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(spread.offer)} шт.`);
  });

  it.each([
    ["an unknown city", { city: "atlantis" }, "city", "Неизвестный город"],
    ["no city", { city: undefined }, "city", "Укажите город"],
    ["no offer", { offer: undefined }, "offer", "Выберите размер"],
    ["an offer that is not a number", { offer: "12" }, "offer", "Выберите размер"],
    ["a quantity of 0", { quantity: 0 }, "quantity", "Количество — не меньше 1"],
    ["a quantity of 11", { quantity: 11 }, "quantity", "Количество — не больше 10"],
    ["a fractional quantity", { quantity: 1.5 }, "quantity", "Количество — целое число"],
  ])("answers 400 for %s", async (_case, change, field, message) => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) >= 3);
    const result = await add(token, item.id, { offer: offer.id, city: "moscow", ...change });
    expect(result.status).toBe(400);
    expect(result.errors[0]).toMatchObject({ field, message });
  });

  it("answers 400 for a malformed product id and for a body that is not JSON", async () => {
    const token = await guest();
    expect((await add(token, "abc" as unknown as number, { offer: 1, city: "moscow" })).errors[0].field).toBe("id");
    expect((await call(upstream, "/api/basket/1", { token, body: "{oops" })).status).toBe(400);
  });
});
