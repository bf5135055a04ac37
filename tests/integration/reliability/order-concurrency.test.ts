import { describe, expect, it } from "vitest";
import { OrderDetailSchema } from "../../../app/contract/account";
import { SavedOrderSchema } from "../../../app/contract/order";
import {
  add,
  basket,
  db,
  freshUser,
  onlineQuantity,
  orderCount,
  pickOffer,
  prepare,
  save,
  upstream,
  withCheckoutUpstream,
  type OfferRef,
} from "../support/checkout-upstream";
import { call } from "../demo-upstream/helpers";

/**
 * Orders placed at the same moment against the embedded upstream (docs/reliability.md, "No data lost, nothing
 * twice"): shoppers racing for the last units of a size — exactly as many orders as there are units succeed, the rest
 * are told the size ran out and keep their basket, stock never goes below zero and no order loses a line; one
 * shopper's order sent many times at once is placed once.
 */
withCheckoutUpstream();

/** An offer only the warehouse holds (no shop has it), of a product no other test here uses. */
const warehouseOffer = (minimum: number) =>
  pickOffer(
    "o.quantity >= ? AND p.discount_price BETWEEN 1000 AND 4000 AND NOT EXISTS (SELECT 1 FROM offer_stock st WHERE st.offer_id = o.id)",
    minimum,
  );
/** Leaves exactly `units` of the offer. */
const leave = (offer: OfferRef, units: number) =>
  db.prepare("UPDATE offers SET quantity = ?, total_quantity = ? WHERE id = ?").run(units, units, offer.offerId);
const stock = (offer: OfferRef) => onlineQuantity(offer.offerId);

/** A courier checkout in Moscow, ready to save. */
const courierCheckout = async (token: string) => (await prepare(token, 41)).input;

describe("the last units of a size", () => {
  for (const left of [1, 2]) {
    it(`${left} left, 6 shoppers ordering at once: ${left} orders, the rest told it ran out`, async () => {
      const scarce = warehouseOffer(3);
      const plenty = warehouseOffer(20);
      const plentyBefore = stock(plenty);
      const shoppers = await Promise.all(Array.from({ length: 6 }, freshUser));
      // Each basket holds the scarce size and another line, both while they are in stock.
      for (const token of shoppers) {
        await add(token, scarce);
        await add(token, plenty);
      }
      leave(scarce, left);
      const inputs = await Promise.all(shoppers.map(courierCheckout));
      const before = orderCount();

      const results = await Promise.all(shoppers.map((token, i) => save(token, inputs[i])));

      const placed = results.filter((result) => result.status === 200);
      const refused = results.filter((result) => result.status !== 200);
      expect(placed).toHaveLength(left);
      for (const result of refused) {
        expect(result.status).toBe(409);
        expect(result.errors[0].message).toBe(`Товар закончился: ${scarce.name}, размер ${scarce.size}`);
      }
      expect(stock(scarce)).toBe(0);
      // The winners' orders hold both lines; nothing of the losers' was written.
      expect(orderCount()).toBe(before + left);
      expect(stock(plenty)).toBe(plentyBefore - left);
      for (const result of placed) {
        const { order } = SavedOrderSchema.parse(result.data);
        const winner = shoppers[results.indexOf(result)];
        const detail = (
          await call(upstream, `/api/user/orders/${order.id}`, { token: winner, schema: OrderDetailSchema })
        ).data;
        expect(detail.items.map((item) => item.productId).sort()).toEqual([scarce.productId, plenty.productId].sort());
        expect((await basket(winner)).activeProducts).toEqual([]);
      }
      // The others keep their basket as it was, to choose another size.
      for (const [i, token] of shoppers.entries()) {
        if (results[i].status === 200) continue;
        expect((await basket(token)).products.map((line) => line.offerId).sort()).toEqual(
          [scarce.offerId, plenty.offerId].sort(),
        );
      }
    });
  }

  it("never sells more units than are left when shoppers want several each", async () => {
    const scarce = warehouseOffer(5);
    const shoppers = await Promise.all(Array.from({ length: 4 }, freshUser));
    for (const token of shoppers) await add(token, scarce, 2);
    leave(scarce, 3);
    const inputs = await Promise.all(shoppers.map(courierCheckout));
    const results = await Promise.all(shoppers.map((token, i) => save(token, inputs[i])));
    // 2 + 2 > 3: one order of two units, then one unit is left and no order of two fits.
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(stock(scarce)).toBe(1);
  });
});

describe("one shopper's order sent many times at once", () => {
  it("is placed once; every answer names that order", async () => {
    const token = await freshUser();
    const offer = warehouseOffer(5);
    await add(token, offer);
    const input = await courierCheckout(token);
    const [stockBefore, before] = [stock(offer), orderCount()];
    const results = await Promise.all(Array.from({ length: 5 }, () => save(token, input)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(new Set(results.map((result) => SavedOrderSchema.parse(result.data).order.id)).size).toBe(1);
    expect(orderCount()).toBe(before + 1);
    expect(stock(offer)).toBe(stockBefore - 1);
  });
});
