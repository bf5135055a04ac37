import Database from "better-sqlite3";
import { expect, describe, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import { SavedOrderSchema } from "../../../app/contract/order";
import { AnswerSchema, toOrderPayload, viewOf } from "../support/order-view";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createUnpaidOrders,
  MAX_UNPAID_ORDERS,
  SWEEP_BATCH,
} from "../../../server/demo-upstream/account/unpaid-orders";
import { databaseFile, openDatabase } from "../../../server/demo-upstream/db/open";
import {
  add,
  CUSTOMER,
  db,
  detail,
  freshUser,
  onlineQuantity as online,
  RETURN_URL,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { codeOf, MINUTE, onlineOffer, payPage, place, placeOk, result, START } from "../support/unpaid-orders";
import { call, login, startTestUpstream } from "./helpers";

/**
 * An order awaiting online payment holds its stock, certificate amounts, bonuses and single-use coupon for
 * UNPAID_ORDER_MINUTES (here 30) by the upstream's clock, which these tests move; not paid in time, it is cancelled and
 * all of it comes back, once, so nothing stays locked by an order nobody pays. A declined payment fails only its
 * attempt: the order stays payable (docs/reliability.md).
 */
let now = START;
withCheckoutUpstream({ clock: () => now, unpaidOrderMinutes: 30 });

describe("two processes on one database", () => {
  it("cancel an order once: the second finds it cancelled and returns nothing", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const order = await placeOk(token);
    // Another connection (as another process would have) cancels it first.
    const other = new Database(databaseFile(upstream.dataDir, 300));
    try {
      const elsewhere = createUnpaidOrders(other, { clock: () => now, holdMinutes: 30, log: () => {} });
      expect(elsewhere.cancel(order.id, "expired", "test")).toBe(true);
      expect(elsewhere.cancel(order.id, "expired", "test")).toBe(false);
    } finally {
      other.close();
    }
    expect(online(offer.offerId)).toBe(before);
    expect((await payPage(codeOf(order.payment.link!), "decline")).status).toBe(303);
    now += 31 * MINUTE;
    await detail(token, order.id);
    expect(online(offer.offerId)).toBe(before);
  });
});

describe("the sweep", () => {
  it("cancels an order past its time with nobody asking, and stops on close", async () => {
    let clock = START;
    const swept = await startTestUpstream({ clock: () => clock, unpaidOrderMinutes: 1, unpaidSweepMs: 50 });
    const file = new Database(databaseFile(swept.dataDir, 300), { readonly: true });
    try {
      const token = await login(swept, "+79132990001");
      const offer = db
        .prepare<[], { productId: number; offerId: number }>(
          "SELECT product_id AS productId, id AS offerId FROM offers WHERE quantity >= 5 ORDER BY id DESC LIMIT 1",
        )
        .get()!;
      await call(swept, `/api/basket/${offer.productId}`, {
        token,
        body: { offer: offer.offerId, city: "moscow" },
        schema: BasketSchema,
      });
      const stock = () =>
        file.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck().get(offer.offerId)!;
      const before = stock();
      const { data: started } = await call(swept, "/api/order/init", {
        token,
        body: { city: "moscow" },
        schema: AnswerSchema,
      });
      const input = structuredClone(viewOf(started).input);
      Object.assign(input.customer, CUSTOMER);
      input.delivery.shipmentId = 41;
      Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7" });
      const { data: chosen } = await call(swept, "/api/order/calculate", {
        token,
        body: toOrderPayload(input),
        schema: AnswerSchema,
      });
      input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
      input.payment.id = 1;
      const saved = await call(swept, "/api/order/save", {
        token,
        body: { ...toOrderPayload(input), metrics: { deviceId: "", partnerUserId: "" }, returnUrl: RETURN_URL },
      });
      const { id } = SavedOrderSchema.parse(saved.data).order;
      expect(stock()).toBe(before - 1);
      const status = () => file.prepare<[number], string>("SELECT status FROM orders WHERE id = ?").pluck().get(id);

      clock += MINUTE;
      // No request from here on: only the timer can cancel it.
      await expect.poll(status, { timeout: 2000, interval: 20 }).toBe("cancelled");
      expect(stock()).toBe(before);
      expect(swept.logs.find((entry) => entry.msg === "unpaid order cancelled" && entry.orderId === id)).toMatchObject({
        reason: "expired",
        by: "sweep",
      });
    } finally {
      file.close();
      await swept.stop();
    }
    // Stopped with the server: a timer still running would now fail on the closed database, and log it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(swept.logs.filter((entry) => entry.msg === "unpaid order sweep failed")).toEqual([]);
  });
});

describe("a backlog of orders past their time (the upstream was down)", () => {
  it("is cancelled by the sweep at start, a batch at a time, with no request; a request cancels one batch", async () => {
    const dir = mkdtempSync(join(tmpdir(), "unpaid-backlog-"));
    const backlog = openDatabase(dir, 40, () => {});
    let stop = () => {};
    try {
      const template = backlog.prepare<[], number>("SELECT id FROM orders ORDER BY id LIMIT 1").pluck().get()!;
      const columns = (backlog.prepare("PRAGMA table_info(orders)").all() as { name: string }[])
        .map((column) => column.name)
        .filter((name) => !["id", "number", "status", "pay_by", "is_payed"].includes(name));
      const copy = backlog.prepare<[number, string, number]>(
        `INSERT INTO orders (id, number, status, is_payed, pay_by, ${columns.join(", ")})
         SELECT ?, ?, 'new', 0, ?, ${columns.join(", ")} FROM orders WHERE id = ${template}`,
      );
      const past = Math.floor(START / 1000) - 60;
      const count = SWEEP_BATCH * 2 + 50;
      backlog.transaction(() => {
        for (let i = 0; i < count; i++) copy.run(100_000 + i, `BACKLOG-${i}`, past);
      })();
      const awaitingNow = () =>
        backlog.prepare<[], number>("SELECT COUNT(*) FROM orders WHERE pay_by IS NOT NULL").pluck().get()!;
      const unpaid = createUnpaidOrders(backlog, { clock: () => START, holdMinutes: 30, log: () => {} });

      expect(unpaid.expireDue("read")).toBe(SWEEP_BATCH); // a request's share
      expect(awaitingNow()).toBe(count - SWEEP_BATCH);
      stop = unpaid.startSweep(60_000);
      await expect.poll(awaitingNow, { timeout: 2000, interval: 10 }).toBe(0);
      expect(backlog.prepare("SELECT COUNT(*) FROM orders WHERE cancel_reason = 'expired'").pluck().get()).toBe(count);
    } finally {
      stop();
      backlog.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a payment after the time to pay", () => {
  it("is refused by the demo payment page: the order stays cancelled and nothing is charged", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer);
    const order = await placeOk(token);
    const code = codeOf(order.payment.link!);
    now += 30 * MINUTE;
    // Nobody has looked since the time ran out: the payment itself finds it due.
    const paid = await payPage(code, "pay");
    expect(paid.status).toBe(409);
    const html = await paid.text();
    expect(html).toContain("Заказ отменён: не оплачен");
    expect(html).toContain("Оплата не принята: деньги не списаны.");
    expect(html).not.toMatch(/<form/);
    expect(await result(code)).toMatchObject({ status: "pending", closed: "cancelled" });
    const after = await detail(token, order.id);
    expect(after.payment.isPayed).toBe(false);
    expect(after.status.name).toBe("Отменён: не оплачен");
    expect(online(offer.offerId)).toBe(before);
    // Nor can it be switched to another way of paying.
    const change = await call(upstream, `/api/user/orders/${order.id}/payment`, {
      method: "PATCH",
      token,
      body: { paymentId: 2 },
    });
    expect(change.status).toBe(409);
  });
});

describe("the cap on open unpaid orders", () => {
  it(`refuses a ${
    MAX_UNPAID_ORDERS + 1
  }th order, online or on receipt, next to the payment choice; paying one, or time frees it`, async () => {
    const token = await freshUser();
    const orders = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      await add(token, onlineOffer());
      orders.push(await placeOk(token));
      now += MINUTE;
    }
    const offer = onlineOffer();
    const before = online(offer.offerId);
    await add(token, offer);
    const refused = await place(token);
    expect(refused.status).toBe(409);
    expect(refused.errors).toEqual([
      {
        message: `Не больше ${MAX_UNPAID_ORDERS} неоплаченных заказов одновременно, при любом способе оплаты. Оплатите один из них в «Моих заказах» или дождитесь его получения`,
        code: "unpaid_orders_limit",
        field: "payment",
      },
    ]);
    expect(online(offer.offerId)).toBe(before); // nothing taken
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.activeProducts).toHaveLength(1);

    // Paid on receipt it is limited all the same; once one of the others is paid, there is room.
    expect((await place(token, { paymentId: 2 })).status).toBe(409);
    await payPage(codeOf(orders[0].payment.link!), "pay");
    const fourth = await placeOk(token, { paymentId: 2 });

    // Once the oldest unpaid one's time is up, there is room again.
    await add(token, onlineOffer());
    expect((await place(token)).status).toBe(409);
    now += 28 * MINUTE; // the second order was placed 29 minutes ago… and 30 now
    now += MINUTE;
    await placeOk(token);
    expect((await detail(token, orders[1].id)).status.name).toBe("Отменён: не оплачен");
    expect((await detail(token, fourth.id)).status.code).toBe("new");
  });

  it("counts an order whatever its payment method: a switch to payment on receipt frees no place", async () => {
    const token = await freshUser();
    const orders = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      await add(token, onlineOffer());
      orders.push(await placeOk(token));
    }
    const switched = await call(upstream, `/api/user/orders/${orders[0].id}/payment`, {
      method: "PATCH",
      token,
      body: { paymentId: 2 },
    });
    expect(switched.status).toBe(200);
    await add(token, onlineOffer());
    expect((await place(token, { paymentId: 2 })).errors[0]).toMatchObject({ code: "unpaid_orders_limit" });
  });
});
