import { describe, expect, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import {
  CONFIRM_HOURS,
  MAX_UNITS_PER_SIZE,
  MAX_UNPAID_ORDERS,
} from "../../../server/demo-upstream/account/unpaid-orders";
import {
  add,
  basket,
  db,
  detail,
  freshUser,
  onlineQuantity as online,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { MINUTE, onlineOffer, place, placeOk, START } from "../support/unpaid-orders";
import { call } from "./helpers";

/**
 * Second attacker review: no stock hoarding with any payment method. Orders paid on receipt count in the cap on open
 * unpaid orders, their lines in the cap on one size's units, and they are held only until a confirmation deadline;
 * switching the payment method never drops or extends a deadline. The upstream's clock is the tests' `now`.
 */
let now = START;
withCheckoutUpstream({ clock: () => now, unpaidOrderMinutes: 30 });

const HOUR = 60 * MINUTE;
const seconds = (ms: number) => Math.floor(ms / 1000);
const payBy = (orderId: number) =>
  db.prepare<[number], number | null>("SELECT pay_by FROM orders WHERE id = ?").pluck().get(orderId);
const cancelReason = (orderId: number) =>
  db.prepare<[number], string | null>("SELECT cancel_reason FROM orders WHERE id = ?").pluck().get(orderId);
const ON_RECEIPT = { paymentId: 2 };

/** The basket's one active line set to `quantity` units (PATCH /api/basket/{lineId}). */
async function setQuantity(token: string, quantity: number) {
  const [line] = (await basket(token)).activeProducts;
  await call(upstream, `/api/basket/${line.id}`, { method: "PATCH", token, body: { quantity }, schema: BasketSchema });
}

async function switchPayment(token: string, orderId: number, paymentId: number) {
  const answer = await call(upstream, `/api/user/orders/${orderId}/payment`, {
    method: "PATCH",
    token,
    body: { paymentId },
  });
  expect(answer.status).toBe(200);
}

describe("orders paid on receipt cannot hoard a size", () => {
  it("the 10, 10, 1 and 7 units on receipt: refused past the units of one size, then past the open orders", async () => {
    const token = await freshUser();
    const size = onlineOffer(28);
    const before = online(size.offerId);

    await add(token, size, 10);
    const tooMany = await place(token, ON_RECEIPT);
    expect(tooMany.status).toBe(409);
    expect(tooMany.errors).toEqual([
      {
        message: `Не больше ${MAX_UNITS_PER_SIZE} шт. одного размера в неоплаченных заказах: ${size.name}, размер ${size.size}. Уменьшите количество в корзине`,
        code: "size_units_limit",
        field: "basket",
      },
    ]);
    expect(online(size.offerId)).toBe(before); // nothing taken

    await setQuantity(token, 4);
    await placeOk(token, ON_RECEIPT);
    await add(token, size, 10);
    await setQuantity(token, 10);
    const second = await place(token, ON_RECEIPT);
    expect(second.status).toBe(409);
    expect(second.errors[0]).toMatchObject({ code: "size_units_limit", field: "basket" });
    expect(second.errors[0].message).toContain("(в ваших неоплаченных заказах уже 4 шт.)");
    await setQuantity(token, 1);
    await placeOk(token, ON_RECEIPT);
    await add(token, size, 7);
    await setQuantity(token, 7);
    expect((await place(token, ON_RECEIPT)).errors[0]).toMatchObject({ code: "size_units_limit" });
    expect(online(size.offerId)).toBe(before - MAX_UNITS_PER_SIZE);

    // Other sizes fill the open orders; the next order is refused next to the payment choice, whatever its method.
    for (let placed = 2; placed < MAX_UNPAID_ORDERS; placed++) {
      await call(upstream, `/api/basket/${(await basket(token)).activeProducts[0].id}`, { method: "DELETE", token });
      await add(token, onlineOffer());
      await placeOk(token, ON_RECEIPT);
    }
    await add(token, onlineOffer());
    for (const paymentId of [2, 1]) {
      const refused = await place(token, { paymentId });
      expect(refused.status).toBe(409);
      expect(refused.errors).toEqual([
        {
          message: `Не больше ${MAX_UNPAID_ORDERS} неоплаченных заказов одновременно, при любом способе оплаты. Оплатите один из них в «Моих заказах» или дождитесь его получения`,
          code: "unpaid_orders_limit",
          field: "payment",
        },
      ]);
    }
    expect(online(size.offerId)).toBe(before - MAX_UNITS_PER_SIZE);
  });

  it(`an order on receipt is held ${CONFIRM_HOURS} hours, then cancelled «Отменён: не подтверждён» and its stock returned`, async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 3);
    const order = await placeOk(token, ON_RECEIPT);
    expect(order.payment.link ?? null).toBeNull();
    expect(payBy(order.id)).toBe(seconds(now) + CONFIRM_HOURS * 3600);

    now += CONFIRM_HOURS * HOUR - MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
    expect(online(offer.offerId)).toBe(before - 3);

    now += MINUTE;
    const cancelled = await detail(token, order.id);
    expect(cancelled.status).toEqual({ code: "cancelled", name: "Отменён: не подтверждён" });
    expect(cancelled.paymentMethods).toEqual([]);
    expect(cancelReason(order.id)).toBe("unconfirmed");
    expect(online(offer.offerId)).toBe(before);
    // Read again: nothing comes back twice.
    await detail(token, order.id);
    expect(online(offer.offerId)).toBe(before);
  });
});

describe("switching the payment method", () => {
  it("keeps a deadline and never extends it past placing + the confirmation time", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const placedAt = seconds(now);
    const holdUntil = placedAt + CONFIRM_HOURS * 3600;
    const order = await placeOk(token);
    expect(payBy(order.id)).toBe(placedAt + 30 * 60);

    // Online → on receipt: held to be confirmed, counted from the placing.
    await switchPayment(token, order.id, 2);
    expect(payBy(order.id)).toBe(holdUntil);
    // On receipt → online: 30 minutes to pay from now; back on receipt: the same hold as ever, not a new one.
    now += 10 * HOUR;
    await switchPayment(token, order.id, 1);
    expect(payBy(order.id)).toBe(seconds(now) + 30 * 60);
    await switchPayment(token, order.id, 2);
    expect(payBy(order.id)).toBe(holdUntil);
    // Online late in the hold: cut to what is left of it.
    now = (holdUntil - 10 * 60) * 1000;
    await switchPayment(token, order.id, 1);
    expect(payBy(order.id)).toBe(holdUntil);

    now = holdUntil * 1000;
    expect((await detail(token, order.id)).status.name).toBe("Отменён: не оплачен");
    expect(online(offer.offerId)).toBe(before);
  });

  it("gives an order from before deadlines on receipt (the seed's kind, none set) a deadline from now", async () => {
    const token = await freshUser();
    await add(token, onlineOffer(10));
    const order = await placeOk(token, ON_RECEIPT);
    db.prepare("UPDATE orders SET pay_by = NULL, hold_until = NULL WHERE id = ?").run(order.id);
    await switchPayment(token, order.id, 1);
    expect(payBy(order.id)).toBe(seconds(now) + 30 * 60);
    await switchPayment(token, order.id, 2);
    expect(payBy(order.id)).toBe(seconds(now) + CONFIRM_HOURS * 3600);
  });
});
