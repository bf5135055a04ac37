import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderDetailSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import { OrderStateSchema, SavedOrderSchema, type CheckoutInput } from "../../../app/contract/order";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "../upstream/helpers";

/**
 * Orders placed at the same moment against the embedded upstream (docs/reliability.md, "No data lost, nothing
 * twice"): shoppers racing for the last units of a size — exactly as many orders as there are units succeed, the rest
 * are told the size ran out and keep their basket, stock never goes below zero and no order loses a line; one
 * shopper's order sent many times at once is placed once.
 */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+7 (916) 123-45-67" };

let upstream: TestUpstream;
let db: Database.Database;
beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  db = new Database(databaseFile(upstream.dataDir, 300));
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

let phones = 0;
const freshUser = () => login(upstream, `+7913100${String(++phones).padStart(4, "0")}`);

type OfferRef = { offerId: number; productId: number; name: string; size: string };
const used = new Set<number>();
/** An offer only the warehouse holds (no shop has it), of a product no other test here uses. */
function warehouseOffer(minimum: number): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.name, o.size FROM offers o JOIN products p ON p.id = o.product_id
       WHERE o.quantity >= ? AND p.discount_price BETWEEN 1000 AND 4000 AND NOT EXISTS (SELECT 1 FROM offer_stock st WHERE st.offer_id = o.id) ORDER BY o.id`,
    )
    .all(minimum) as OfferRef[];
  const row = rows.find((candidate) => !used.has(candidate.productId))!;
  used.add(row.productId);
  return row;
}
/** Leaves exactly `units` of the offer. */
const leave = (offer: OfferRef, units: number) =>
  db.prepare("UPDATE offers SET quantity = ?, total_quantity = ? WHERE id = ?").run(units, units, offer.offerId);
const stock = (offer: OfferRef) =>
  db.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck().get(offer.offerId)!;
const orderCount = () => db.prepare<[], number>("SELECT COUNT(*) FROM orders").pluck().get()!;

const add = (token: string, offer: OfferRef, quantity = 1) =>
  call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity },
    schema: BasketSchema,
  });
const basket = async (token: string) => (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
const save = (token: string, input: CheckoutInput) =>
  call(upstream, "/api/order/save", {
    token,
    body: { ...input, metrics: { deviceId: "ga-1", partnerUserId: "p-1" }, returnUrl: "http://shop.test" },
  });

/** A courier checkout in Moscow, ready to save. */
async function courierCheckout(token: string): Promise<CheckoutInput> {
  const started = (
    await call(upstream, "/api/order/init", { token, body: { city: "moscow" }, schema: OrderStateSchema })
  ).data;
  const input = structuredClone(started.input);
  Object.assign(input.customer, {
    name: input.customer.name || CUSTOMER.name,
    lastName: input.customer.lastName || CUSTOMER.lastName,
  });
  Object.assign(input.customer, {
    email: input.customer.email || CUSTOMER.email,
    phone: input.customer.phone || CUSTOMER.phone,
  });
  input.delivery.shipmentId = 41;
  Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: "3" });
  const chosen = (await call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema })).data;
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
  input.payment.id = 1;
  return (await call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema })).data.input;
}

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
