import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CertificateSchema, LoyaltySchema, OrderDetailSchema, OrderListSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import {
  OrderStateSchema,
  PaymentResultSchema,
  SavedOrderSchema,
  type CheckoutInput,
} from "../../../app/contract/order";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUnpaidOrders, MAX_UNPAID_ORDERS, SWEEP_BATCH } from "../../../server/upstream/account/unpaid-orders";
import { databaseFile, openDatabase } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

/**
 * Issue 20, item 3: an order awaiting online payment holds its stock, certificate amounts, bonuses and single-use
 * coupon for UNPAID_ORDER_MINUTES (here 30) by the upstream's clock, which these tests move; declined or not paid in
 * time, it is cancelled and all of it comes back, once.
 */
const START = Date.UTC(2025, 8, 10, 7, 0);
const MINUTE = 60_000;
const RETURN_URL = "http://shop.test";
const ANNA = "+79990000001";
const CUSTOMER = { name: "Ольга", lastName: "Петрова", email: "olga.petrova@example.ru", phone: "+7 (916) 123-45-67" };
/** Anna's own certificate with 1 200 ₽ on it (seed). */
const CERTIFICATE = { number: "3398-7460-1527-0842", code: "71628403" };

let now = START;
let upstream: TestUpstream;
let db: Database.Database;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => now, unpaidOrderMinutes: 30 });
  db = new Database(databaseFile(upstream.dataDir, 300));
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

// ——— helpers ———

let phoneCounter = 0;
const freshUser = () => login(upstream, `+7913200${String(++phoneCounter).padStart(4, "0")}`);

type OfferRef = { offerId: number; productId: number; price: number };
const usedProducts = new Set<number>();
/** An offer of a product no other test took, with at least `stock` online and a price within [min, max]. */
function onlineOffer(stock = 5, min = 1000, max = 4000): OfferRef {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price FROM offers o JOIN products p ON p.id = o.product_id
       WHERE o.quantity >= ? AND p.discount_price BETWEEN ? AND ? ORDER BY o.id`,
    )
    .all(stock, min, max) as OfferRef[];
  const row = rows.find((candidate) => !usedProducts.has(candidate.productId))!;
  usedProducts.add(row.productId);
  return row;
}
/** An offer on a Moscow pickup shop's shelf only (no online stock), and that shop. */
function shelfOffer(): OfferRef & { storeId: number } {
  const rows = db
    .prepare(
      `SELECT o.id AS offerId, o.product_id AS productId, p.discount_price AS price, st.store_id AS storeId FROM offers o
       JOIN products p ON p.id = o.product_id JOIN offer_stock st ON st.offer_id = o.id JOIN stores s ON s.id = st.store_id
       WHERE o.quantity = 0 AND s.city_id = 1 AND s.is_pickup = 1 AND st.quantity = 1 ORDER BY o.id`,
    )
    .all() as (OfferRef & { storeId: number })[];
  const row = rows.find((candidate) => !usedProducts.has(candidate.productId))!;
  usedProducts.add(row.productId);
  return row;
}
const online = (offerId: number) =>
  db.prepare<[number], number>("SELECT quantity FROM offers WHERE id = ?").pluck().get(offerId)!;
const total = (offerId: number) =>
  db.prepare<[number], number>("SELECT total_quantity FROM offers WHERE id = ?").pluck().get(offerId)!;
const onShelf = (offerId: number, storeId: number) =>
  db
    .prepare<[number, number], number>("SELECT quantity FROM offer_stock WHERE offer_id = ? AND store_id = ?")
    .pluck()
    .get(offerId, storeId);
const couponUsed = (code: string) =>
  db.prepare<[string], number | null>("SELECT used_at FROM coupons WHERE code = ?").pluck().get(code) !== null;

async function add(token: string, offer: OfferRef, quantity = 1) {
  await call(upstream, `/api/basket/${offer.productId}`, {
    token,
    body: { offer: offer.offerId, city: "moscow", quantity },
    schema: BasketSchema,
  });
}
const calculate = (token: string, input: unknown) =>
  call(upstream, "/api/order/calculate", { token, body: input, schema: OrderStateSchema });
const save = (token: string, input: CheckoutInput) =>
  call(upstream, "/api/order/save", {
    token,
    body: { ...input, metrics: { deviceId: "", partnerUserId: "" }, returnUrl: RETURN_URL },
  });
const detail = async (token: string, id: number) =>
  (await call(upstream, `/api/user/orders/${id}`, { token, schema: OrderDetailSchema })).data;
const result = async (code: string) =>
  (await call(upstream, `/api/payment/${code}`, { schema: PaymentResultSchema })).data;
const bonusBalance = async (token: string) =>
  (await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card!.balance;
const certificateBalance = async (token: string) =>
  (await call(upstream, `/api/user/certificates/${CERTIFICATE.number}`, { token, schema: CertificateSchema })).data
    .balance.value;
const codeOf = (link: string) => link.split("/pay/")[1];
const payPage = (code: string, action?: "pay" | "decline") =>
  fetch(
    `${upstream.url}/pay/${code}`,
    action ? { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" } : {},
  );

let apartment = 0;
/**
 * A checkout in Moscow: courier to an address (41) or a shop's shelf (44), card online unless `paymentId`. Each to an
 * apartment of its own: the same request again within 10 s would answer the first order (double submission).
 */
async function place(
  token: string,
  options: { shipmentId?: 41 | 44; storeId?: number; paymentId?: number; patch?: (input: CheckoutInput) => void } = {},
) {
  const { data: started } = await call(upstream, "/api/order/init", {
    token,
    body: { city: "moscow" },
    schema: OrderStateSchema,
  });
  const input = structuredClone(started.input);
  Object.assign(input.customer, {
    name: input.customer.name || CUSTOMER.name,
    lastName: input.customer.lastName || CUSTOMER.lastName,
  });
  Object.assign(input.customer, {
    email: input.customer.email || CUSTOMER.email,
    phone: input.customer.phone || CUSTOMER.phone,
  });
  input.delivery.shipmentId = options.shipmentId ?? 41;
  if (input.delivery.shipmentId === 41)
    Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: String(++apartment) });
  if (options.storeId) input.delivery.properties.storeId = String(options.storeId);
  const { data: chosen } = await calculate(token, input);
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0]?.value ?? "";
  input.payment.id = options.paymentId ?? 1;
  options.patch?.(input);
  const { data: state } = await calculate(token, input);
  return save(token, state.input);
}
async function placeOk(...args: Parameters<typeof place>) {
  const saved = await place(...args);
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${JSON.stringify(saved.errors)}`);
  return SavedOrderSchema.parse(saved.data).order;
}

// ——— tests ———

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
    const declined = await payPage(codeOf(order.payment.link!), "decline");
    expect(declined.status).toBe(303);
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

  it("paid on receipt, has no time limit", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    await add(token, offer);
    const order = await placeOk(token, { paymentId: 2 });
    now += 24 * 60 * MINUTE;
    expect((await detail(token, order.id)).status.code).toBe("new");
  });
});

describe("a declined payment", () => {
  it("cancels the order and returns its stock once, even when its time then passes", async () => {
    const token = await freshUser();
    const offer = onlineOffer(10);
    const before = online(offer.offerId);
    await add(token, offer, 2);
    const order = await placeOk(token);
    const code = codeOf(order.payment.link!);
    const declined = await payPage(code, "decline");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${RETURN_URL}/payment/${code}/`);
    expect(online(offer.offerId)).toBe(before);
    expect(await result(code)).toMatchObject({ status: "failed", closed: "cancelled" });
    expect((await detail(token, order.id)).status.name).toBe("Отменён: не оплачен");

    // A second decline, the sweep's time and further reads return nothing more.
    await payPage(code, "decline");
    now += 31 * MINUTE;
    await detail(token, order.id);
    expect(online(offer.offerId)).toBe(before);

    const page = await (await payPage(code)).text();
    expect(page).toContain("Заказ отменён: не оплачен");
    expect(page).not.toMatch(/<form/);
    expect(page).not.toMatch(/name="action"/);
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
      expect(elsewhere.cancel(order.id, "declined", "test")).toBe(true);
      expect(elsewhere.cancel(order.id, "declined", "test")).toBe(false);
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
        schema: OrderStateSchema,
      });
      const input = structuredClone(started.input);
      Object.assign(input.customer, CUSTOMER);
      input.delivery.shipmentId = 41;
      Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7" });
      const { data: chosen } = await call(swept, "/api/order/calculate", {
        token,
        body: input,
        schema: OrderStateSchema,
      });
      input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
      input.payment.id = 1;
      const saved = await call(swept, "/api/order/save", {
        token,
        body: { ...input, metrics: { deviceId: "", partnerUserId: "" }, returnUrl: RETURN_URL },
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

describe("the cap on orders awaiting online payment", () => {
  it(`refuses a ${
    MAX_UNPAID_ORDERS + 1
  }th online order next to the payment choice; paying on receipt, paying one, or time frees it`, async () => {
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
        message: `Не больше ${MAX_UNPAID_ORDERS} заказов могут ждать оплаты онлайн одновременно. Оплатите один из них в «Моих заказах» или выберите оплату при получении`,
        code: "unpaid_orders_limit",
        field: "payment",
      },
    ]);
    expect(online(offer.offerId)).toBe(before); // nothing taken
    expect((await call(upstream, "/api/basket", { token, schema: BasketSchema })).data.activeProducts).toHaveLength(1);

    // Paid on receipt it is not limited; nor is an online order once one of the others is paid.
    await placeOk(token, { paymentId: 2 });
    await add(token, onlineOffer());
    expect((await place(token)).status).toBe(409);
    await payPage(codeOf(orders[0].payment.link!), "pay");
    const fourth = await placeOk(token);

    // Once the oldest unpaid one's time is up, there is room again.
    await add(token, onlineOffer());
    expect((await place(token)).status).toBe(409);
    now += 28 * MINUTE; // the second order was placed 29 minutes ago… and 30 now
    now += MINUTE;
    await placeOk(token);
    expect((await detail(token, orders[1].id)).status.name).toBe("Отменён: не оплачен");
    expect((await detail(token, fourth.id)).status.code).toBe("new");
  });

  it("counts a switch from paying on receipt to online payment, which then has its own time to pay", async () => {
    const token = await freshUser();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      await add(token, onlineOffer());
      await placeOk(token);
    }
    await add(token, onlineOffer());
    const onReceipt = await placeOk(token, { paymentId: 2 });
    const switched = await call(upstream, `/api/user/orders/${onReceipt.id}/payment`, {
      method: "PATCH",
      token,
      body: { paymentId: 1 },
    });
    expect(switched.status).toBe(409);
    expect(switched.errors[0]).toMatchObject({ code: "unpaid_orders_limit", field: "paymentId" });
    now += 30 * MINUTE;
    const ok = await call(upstream, `/api/user/orders/${onReceipt.id}/payment`, {
      method: "PATCH",
      token,
      body: { paymentId: 1 },
    });
    expect(ok.status).toBe(200);
    now += 30 * MINUTE;
    expect((await detail(token, onReceipt.id)).status.name).toBe("Отменён: не оплачен");
  });
});
