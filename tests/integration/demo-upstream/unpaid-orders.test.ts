import { expect, describe, it } from "vitest";
import { OrderListSchema } from "../../../app/contract/account";
import {
  add,
  ANNA,
  couponUsed,
  db,
  detail,
  freshUser,
  onlineQuantity as online,
  RETURN_URL,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import {
  bonusBalance,
  CERTIFICATE,
  certificateBalance,
  codeOf,
  MINUTE,
  onlineOffer,
  onShelf,
  payPage,
  placeOk,
  result,
  shelfOffer,
  START,
  total,
} from "../support/unpaid-orders";
import { call, login } from "./helpers";

/**
 * An order awaiting online payment holds its stock, certificate amounts, bonuses and single-use coupon for
 * UNPAID_ORDER_MINUTES (here 30) by the upstream's clock, which these tests move; not paid in time, it is cancelled and
 * all of it comes back, once, so nothing stays locked by an order nobody pays. A declined payment fails only its
 * attempt: the order stays payable (docs/reliability.md).
 */
let now = START;
withCheckoutUpstream({ clock: () => now, unpaidOrderMinutes: 30 });

describe("an order awaiting online payment", () => {
  it("holds its stock for the time to pay, then is cancelled and returns it, as «Отменён: не оплачен»", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 3);
    const order = await placeOk(token);
    expect(online(offer.offerId)).toBe(before - 3);
    // The payment page tells the deadline, in Moscow time.
    const deadline = new Date(now + 30 * MINUTE + 3 * 60 * MINUTE).toISOString().slice(11, 16);
    expect(await (await payPage(codeOf(order.payment.link!))).text()).toContain(
      `Оплатите до ${deadline} по московскому времени`,
    );

    now += 29 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
    expect(online(offer.offerId)).toBe(before - 3);

    now += 1 * MINUTE;
    const cancelled = await detail(token, order.id);
    expect(cancelled.status).toEqual({ code: "cancelled", name: "Отменён: не оплачен" });
    expect(cancelled.payment).toMatchObject({ isPayed: false, link: null });
    expect(cancelled.paymentMethods).toEqual([]);
    expect(online(offer.offerId)).toBe(before);
    const list = (await call(upstream, "/api/user/orders?status=cancelled", { token, schema: OrderListSchema })).data;
    expect(list.items.map((item) => [item.id, item.status.name])).toEqual([[order.id, "Отменён: не оплачен"]]);
    // Reading again returns nothing a second time.
    await detail(token, order.id);
    expect(online(offer.offerId)).toBe(before);
  });

  it("past its time returns the certificate amount, the bonuses and the single-use coupon as well", async () => {
    const anna = await login(upstream, ANNA);
    const offer = onlineOffer(5, 4000, 6000);
    const [bonuses, certificate] = [await bonusBalance(anna), await certificateBalance(anna)];
    await add(anna, offer);
    const order = await placeOk(anna, {
      patch: (input) => {
        input.coupon = "AUTUMN15";
        input.loyalty = { active: true, pay: 200 };
        input.certificate = [CERTIFICATE];
      },
    });
    const placed = await detail(anna, order.id);
    expect(placed.summary.coupon.value).toBeGreaterThan(0);
    expect(placed.summary.bonus.value).toBe(200);
    expect(placed.summary.certificate.value).toBe(1200);
    expect(placed.summary.total.value).toBeGreaterThan(0);
    expect([await bonusBalance(anna), await certificateBalance(anna), couponUsed("AUTUMN15")]).toEqual([
      bonuses - 200,
      0,
      true,
    ]);

    now += 31 * MINUTE;
    expect((await detail(anna, order.id)).status.name).toBe("Отменён: не оплачен");
    expect([await bonusBalance(anna), await certificateBalance(anna), couponUsed("AUTUMN15")]).toEqual([
      bonuses,
      certificate,
      false,
    ]);
    const history = (await call(upstream, `/api/user/certificates/${CERTIFICATE.number}/history`, { token: anna }))
      .data as {
      items: { amount: { value: number }; description: string; orderNumber: string | null }[];
    };
    expect(history.items.find((item) => item.amount.value > 0 && item.orderNumber === order.number)).toMatchObject({
      amount: { value: 1200 },
      description: `Возврат: заказ ${order.number} отменён`,
      orderNumber: order.number,
    });
    // What came back can be spent again: the coupon, the bonuses and the certificate pay a new order.
    await add(anna, onlineOffer(5, 4000, 6000));
    const again = await placeOk(anna, {
      paymentId: 2,
      patch: (input) => {
        input.coupon = "AUTUMN15";
        input.loyalty = { active: true, pay: 200 };
        input.certificate = [CERTIFICATE];
      },
    });
    expect((await detail(anna, again.id)).summary).toMatchObject({
      bonus: { value: 200 },
      certificate: { value: 1200 },
    });
    expect((await detail(anna, again.id)).summary.coupon.value).toBeGreaterThan(0);
  });

  it("returns a shop pickup's unit to that shop's shelf", async () => {
    const token = await freshUser();
    const offer = shelfOffer();
    const totalBefore = total(offer.offerId);
    await add(token, offer);
    const order = await placeOk(token, { shipmentId: 44, storeId: offer.storeId });
    expect(onShelf(offer.offerId, offer.storeId)).toBeUndefined(); // the last unit: its row is gone
    expect(total(offer.offerId)).toBe(totalBefore - 1);
    now += 30 * MINUTE;
    expect((await detail(token, order.id)).status.name).toBe("Отменён: не оплачен");
    expect(onShelf(offer.offerId, offer.storeId)).toBe(1);
    expect(total(offer.offerId)).toBe(totalBefore);
  });

  it("paid in time, keeps everything and never expires", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const order = await placeOk(token);
    now += 10 * MINUTE;
    expect((await payPage(codeOf(order.payment.link!), "pay")).status).toBe(303);
    now += 60 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
    expect((await detail(token, order.id)).payment.isPayed).toBe(true);
    expect(online(offer.offerId)).toBe(before - 2);
  });

  it("paid on receipt, is not bound by the time to pay online (its own deadline: stock-hoarding.test.ts)", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    await add(token, offer);
    const order = await placeOk(token, { paymentId: 2 });
    now += 24 * 60 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
  });
});

describe("a declined payment", () => {
  it("fails that attempt only: the order keeps its stock and is paid by a new attempt with a code of its own", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const order = await placeOk(token);
    const code = codeOf(order.payment.link!);
    const declined = await payPage(code, "decline");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${RETURN_URL}/payment/${code}/`);
    expect(await result(code)).toMatchObject({ status: "failed", closed: null });
    expect(online(offer.offerId)).toBe(before - 2); // still held for the order

    now += 5 * MINUTE;
    const unpaid = await detail(token, order.id);
    expect(unpaid.status).toEqual({ code: "new", name: "Новый" });
    expect(unpaid.payment.isPayed).toBe(false);
    expect(unpaid.paymentMethods.length).toBeGreaterThan(1); // or another way
    const next = codeOf(unpaid.payment.link!);
    expect(next).not.toBe(code);
    expect(await result(next)).toMatchObject({ status: "pending", closed: null });

    // The failed attempt's page says so and leads to the new one: it is never paid itself.
    const failedPage = await (await payPage(code)).text();
    expect(failedPage).toContain("<h1>Оплата не прошла</h1>");
    expect(failedPage).toContain(`<a class="button main" href="${unpaid.payment.link}">Оплатить ещё раз</a>`);
    expect(failedPage).toMatch(/Оплатите до \d\d:\d\d по московскому времени/);
    expect(failedPage).not.toMatch(/<form/);
    expect((await payPage(code, "pay")).status).toBe(303);
    expect(await result(code)).toMatchObject({ status: "failed", closed: null });
    expect((await detail(token, order.id)).payment).toMatchObject({ isPayed: false, link: unpaid.payment.link });

    expect((await payPage(next, "pay")).status).toBe(303);
    expect(await result(next)).toMatchObject({ status: "paid", closed: "paid" });
    expect(await result(code)).toMatchObject({ status: "failed", closed: "paid" });
    const paid = await detail(token, order.id);
    expect(paid.payment).toMatchObject({ isPayed: true, link: null });
    expect(await (await payPage(code)).text()).toContain("<h1>Заказ оплачен</h1>");
    // Paid within its time: it never expires, and its units stay sold.
    now += 60 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
    expect(online(offer.offerId)).toBe(before - 2);
  });

  it("leaves the order to expire at its time, when it is cancelled and returns its stock once", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const order = await placeOk(token);
    const code = codeOf(order.payment.link!);
    await payPage(code, "decline");
    now += 10 * MINUTE;
    // A second attempt declined as well: still nothing returned, still the same deadline.
    const second = codeOf((await detail(token, order.id)).payment.link!);
    expect((await payPage(second, "decline")).status).toBe(303);
    now += 19 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
    expect(online(offer.offerId)).toBe(before - 2);

    now += 1 * MINUTE;
    const cancelled = await detail(token, order.id);
    expect(cancelled.status.name).toBe("Отменён: не оплачен");
    expect(cancelled.payment).toMatchObject({ isPayed: false, link: null });
    expect(online(offer.offerId)).toBe(before);
    expect(db.prepare<[number], string>("SELECT cancel_reason FROM orders WHERE id = ?").pluck().get(order.id)).toBe(
      "expired",
    );
    expect(await result(code)).toMatchObject({ status: "failed", closed: "cancelled" });

    // Further declines and reads return nothing more; the pages offer nothing to pay.
    await payPage(second, "decline");
    await detail(token, order.id);
    expect(online(offer.offerId)).toBe(before);
    for (const attempt of [code, second]) {
      const page = await (await payPage(attempt)).text();
      expect(page).toContain("Заказ отменён: не оплачен");
      expect(page).not.toMatch(/<form/);
      expect(page).not.toContain("Оплатить ещё раз");
    }
  });

  it("racing the expiry in one process, returns the stock once (whoever cancels first, the other finds it cancelled)", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 4);
    const order = await placeOk(token);
    const code = codeOf(order.payment.link!);
    now += 30 * MINUTE;
    // The decline and the read arrive together once the time is up: one cancels (expired), the other finds it done.
    const [declined] = await Promise.all([payPage(code, "decline"), detail(token, order.id), payPage(code, "decline")]);
    expect(declined.status).toBe(303);
    expect(online(offer.offerId)).toBe(before);
    const reasons = db.prepare<[number], string>("SELECT cancel_reason FROM orders WHERE id = ?").pluck().get(order.id);
    expect(reasons).toBe("expired");
    expect(
      upstream.logs.filter((entry) => entry.msg === "unpaid order cancelled" && entry.orderId === order.id),
    ).toHaveLength(1);
  });
});
