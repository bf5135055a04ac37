import { describe, expect, it } from "vitest";
import { BasketSchema } from "../../../app/contract/basket";
import { SavedOrderSchema, type CheckoutInput, type OrderState } from "../../../app/contract/order";
import { LoyaltySchema } from "../../../app/contract/account";
import {
  couponUsed,
  CUSTOMER,
  db,
  onlineOffer,
  onlineQuantity,
  orderCount,
  upstream,
  withCheckoutUpstream,
  type OfferRef,
} from "../support/checkout-upstream";
import { AnswerSchema, toOrderPayload, viewOf } from "../support/order-view";
import { call, login } from "./helpers";

/**
 * POST /api/order/save with `confirmed` (docs/upstream-api.md): what the shopper saw is what is charged. When the
 * save's own calculation differs — a coupon spent, a certificate locked, bonuses gone, a price changed — no order is
 * placed (409, each change at its field), nothing is spent and stock is untouched.
 */
const NBSP = "\u00a0";

withCheckoutUpstream();

let phones = 0;
const freshUser = () => login(upstream, `+7913200${String(++phones).padStart(4, "0")}`);

/** Each shopper calls from an address of its own, as the storefront says (per-client limits key on it). */
const clients = new Map<string, string>();
const clientOf = (token: string) => {
  if (!clients.has(token)) clients.set(token, `10.20.${Math.floor(clients.size / 250)}.${(clients.size % 250) + 1}`);
  return clients.get(token)!;
};

const stock = (offer: OfferRef) => onlineQuantity(offer.offerId);
const certificateBalance = (number: string) =>
  db.prepare<[string], number>("SELECT balance FROM certificates WHERE number = ?").pluck().get(number)!;

const add = (token: string, offer: OfferRef) =>
  call(upstream, `/api/basket/${offer.productId}`, {
    token,
    client: clientOf(token),
    body: { offer: offer.offerId, city: "moscow", quantity: 1 },
    schema: BasketSchema,
  });
const calculate = async (token: string, input: CheckoutInput) => {
  const result = await call(upstream, "/api/order/calculate", {
    token,
    client: clientOf(token),
    body: toOrderPayload(input),
    schema: AnswerSchema,
  });
  return { ...result, data: viewOf(result.data, input) };
};

/** What the shopper's page shows and sends with «Оформить заказ». */
const confirmedOf = (state: OrderState) => ({
  total: state.summary.total.value,
  goods: state.summary.basket.value,
  delivery: state.summary.delivery.value,
  coupon: state.isCouponApplied ? state.coupon : "",
  bonus: state.summary.bonus.value,
  certificate: state.certificate.map((entry) => ({ number: entry.number, amount: entry.amount.value })),
});
const save = (token: string, input: CheckoutInput, state: OrderState) =>
  call(upstream, "/api/order/save", {
    token,
    client: clientOf(token),
    body: {
      ...toOrderPayload(input),
      metrics: { deviceId: "", partnerUserId: "" },
      returnUrl: "http://shop.test",
      confirmed: confirmedOf(state),
    },
  });

/** A courier checkout in Moscow paid by card, ready to save; `patch` adds a coupon, a certificate, bonuses. */
async function prepare(token: string, patch: (input: CheckoutInput) => void = () => {}) {
  const started = viewOf(
    (
      await call(upstream, "/api/order/init", {
        token,
        client: clientOf(token),
        body: { city: "moscow" },
        schema: AnswerSchema,
      })
    ).data,
  );
  const input = structuredClone(started.input);
  Object.assign(input.customer, CUSTOMER);
  input.delivery.shipmentId = 41;
  Object.assign(input.delivery.properties, { street: "ул. Арбат", building: "7", apartment: "3" });
  const chosen = (await calculate(token, input)).data;
  input.delivery.properties.intervalId = chosen.deliveryServiceTimes[0].value;
  input.payment.id = 1;
  patch(input);
  const { data: state } = await calculate(token, input);
  return { input: state.input, state };
}

describe("a save that is not what the shopper confirmed places no order", () => {
  it("a coupon spent by another shopper meanwhile: 409 at the coupon with the new total; then the order at the new total", async () => {
    const offer = onlineOffer(3000, 4500);
    const [first, second] = [await freshUser(), await freshUser()];
    await add(first, offer);
    await add(second, offer);
    const mine = await prepare(first, (input) => (input.coupon = "WELCOME500"));
    const theirs = await prepare(second, (input) => (input.coupon = "WELCOME500"));
    expect(mine.state.isCouponApplied).toBe(true);

    const placed = await save(second, theirs.input, theirs.state);
    expect(placed.status).toBe(200);
    expect(SavedOrderSchema.parse(placed.data).order.total).toEqual(theirs.state.summary.total);

    const [stockBefore, ordersBefore] = [stock(offer), orderCount()];
    const refused = await save(first, mine.input, mine.state);
    const newTotal = mine.state.summary.total.value + 500;
    expect(refused.status).toBe(409);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      { field: "coupon", code: "coupon_used", message: "Купон WELCOME500 уже использован" },
      {
        field: "total",
        code: "total_changed",
        message: expect.stringMatching(/^Итого теперь [\d\u00a0]+\u00a0₽ вместо [\d\u00a0]+\u00a0₽$/),
      },
    ]);
    expect(refused.errors[1].message.replace(/\D/g, "")).toBe(`${newTotal}${mine.state.summary.total.value}`);
    // A body built from a draft that already dropped the coupon is refused the same way.
    const dropped = await save(first, { ...mine.input, coupon: "" }, mine.state);
    expect(dropped.status).toBe(409);
    expect(dropped.errors[0]).toEqual({
      field: "coupon",
      code: "coupon_changed",
      message: "Купон WELCOME500 больше не применён к заказу",
    });
    expect([stock(offer), orderCount()]).toEqual([stockBefore, ordersBefore]);

    // Confirming the new calculation places the order at the new total.
    const again = await calculate(first, { ...mine.input, coupon: "" });
    expect(again.data.summary.total.value).toBe(newTotal);
    const ok = await save(first, again.data.input, again.data);
    expect(ok.status).toBe(200);
    expect(SavedOrderSchema.parse(ok.data).order.total?.value).toBe(newTotal);
  });

  it("a certificate locked by wrong codes meanwhile: 409 at the certificate, nothing spent", async () => {
    const number = "4817-2093-5561-0374";
    const offer = onlineOffer(4000, 6000);
    const shopper = await freshUser();
    await add(shopper, offer);
    const { input, state } = await prepare(shopper, (draft) => (draft.certificate = [{ number, code: "58204173" }]));
    expect(state.certificate).toEqual([{ number, amount: expect.objectContaining({ value: 3000 }) }]);

    // Strangers who know only the number try wrong codes on the activation page, five each from ten addresses: the
    // fiftieth locks the number (one client's five lock only that client).
    for (let j = 0; j < 10; j++) {
      const stranger = await freshUser();
      for (let i = 0; i < 5; i++) {
        await call(upstream, "/api/user/certificates/activate", {
          token: stranger,
          client: clientOf(stranger),
          body: { number, code: `111111${j}${i}` },
        });
      }
    }
    const another = await freshUser();
    const locked = await call(upstream, "/api/user/certificates/activate", {
      token: another,
      client: clientOf(another),
      body: { number, code: "22222222" },
    });
    expect(locked.errors[0]?.code).toBe("certificate_locked");

    const [stockBefore, ordersBefore] = [stock(offer), orderCount()];
    const refused = await save(shopper, input, state);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toEqual({
      field: "certificate.0",
      code: "certificate_invalid",
      message: `Сертификат ${number} временно заблокирован: слишком много неверных кодов. Попробуйте через 1 ч`,
    });
    expect(refused.errors.at(-1)).toMatchObject({ field: "total", code: "total_changed" });
    expect([stock(offer), orderCount(), certificateBalance(number)]).toEqual([stockBefore, ordersBefore, 3000]);
  });

  it("bonuses gone meanwhile: 409 at the bonuses", async () => {
    const shopper = await freshUser();
    await call(upstream, "/api/user/loyalty/register", {
      token: shopper,
      body: { firstName: "Ольга", lastName: "Петрова", birthday: "01.02.1990", email: CUSTOMER.email, agreement: true },
      schema: LoyaltySchema,
    });
    const offer = onlineOffer(2000, 3000);
    await add(shopper, offer);
    const { input, state } = await prepare(shopper, (draft) => (draft.loyalty = { active: true, pay: 300 }));
    expect(state.summary.bonus.value).toBe(300);
    // Spent elsewhere (a shop's till): 100 bonuses left.
    const userId = db
      .prepare<[string], number>("SELECT id FROM users WHERE phone = ?")
      .pluck()
      .get(`+7913200${String(phones).padStart(4, "0")}`)!;
    db.prepare(
      "INSERT INTO loyalty_transactions (user_id, type, amount, description, created_at) VALUES (?, 'spending', 400, 'Покупка в магазине', 0)",
    ).run(userId);

    const [stockBefore, ordersBefore] = [stock(offer), orderCount()];
    const refused = await save(shopper, input, state);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toEqual({
      field: "loyalty.pay",
      code: "bonus_changed",
      message: `Бонусами оплачивается теперь 100${NBSP}₽ вместо 300${NBSP}₽`,
    });
    expect([stock(offer), orderCount()]).toEqual([stockBefore, ordersBefore]);
  });

  it("a price raised meanwhile: 409 naming the goods and the total", async () => {
    const shopper = await freshUser();
    const offer = onlineOffer(1500, 2500);
    await add(shopper, offer);
    const { input, state } = await prepare(shopper);
    db.prepare("UPDATE products SET discount_price = discount_price + 100 WHERE id = ?").run(offer.productId);
    try {
      const ordersBefore = orderCount();
      const refused = await save(shopper, input, state);
      expect(refused.status).toBe(409);
      expect(refused.errors.map((error) => [error.field, error.code])).toEqual([
        ["basket", "prices_changed"],
        ["total", "total_changed"],
      ]);
      expect(orderCount()).toBe(ordersBefore);
    } finally {
      db.prepare("UPDATE products SET discount_price = discount_price - 100 WHERE id = ?").run(offer.productId);
    }
  });
});

describe("20 shoppers saving at once", () => {
  it("one single-use coupon: one order; the others are told at the coupon, nothing of theirs written", async () => {
    const offer = onlineOffer(1000, 2000);
    const shoppers = await Promise.all(Array.from({ length: 20 }, freshUser));
    for (const token of shoppers) await add(token, offer);
    const checkouts = await Promise.all(
      shoppers.map((token) => prepare(token, (input) => (input.coupon = "AUTUMN15"))),
    );
    const [stockBefore, ordersBefore] = [stock(offer), orderCount()];
    const results = await Promise.all(shoppers.map((token, i) => save(token, checkouts[i].input, checkouts[i].state)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((entry) => entry.status !== 200)) {
      expect(result.status).toBe(409);
      expect(result.errors[0]).toMatchObject({ field: "coupon", message: "Купон AUTUMN15 уже использован" });
    }
    expect(couponUsed("AUTUMN15")).toBe(true);
    expect([stock(offer), orderCount()]).toEqual([stockBefore - 1, ordersBefore + 1]);
  });

  it("one certificate of 1 000 ₽: one order spends it; the others are refused", async () => {
    const number = "2264-9071-3388-5142";
    const offer = onlineOffer(2000, 3000);
    const shoppers = await Promise.all(Array.from({ length: 20 }, freshUser));
    for (const token of shoppers) await add(token, offer);
    const checkouts = await Promise.all(
      shoppers.map((token) => prepare(token, (input) => (input.certificate = [{ number, code: "30618857" }]))),
    );
    for (const { state } of checkouts) expect(state.summary.certificate.value).toBe(1000);
    const ordersBefore = orderCount();
    const results = await Promise.all(shoppers.map((token, i) => save(token, checkouts[i].input, checkouts[i].state)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((entry) => entry.status !== 200)) {
      expect(result.status).toBe(409);
      expect(result.errors[0]).toMatchObject({
        field: "certificate.0",
        message: `На сертификате ${number} не осталось средств`,
      });
    }
    expect([certificateBalance(number), orderCount()]).toEqual([0, ordersBefore + 1]);
  });
});
