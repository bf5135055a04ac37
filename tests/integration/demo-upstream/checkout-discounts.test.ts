import { countOf, WORDS } from "../../../app/domain/plural";
import { beforeAll, describe, expect, it } from "vitest";
import { CertificateSchema, LoyaltySchema } from "../../../app/contract/account";
import {
  add,
  ANNA,
  calculate,
  calculateBody,
  CUSTOMER,
  detail,
  freshUser,
  guest,
  onlineOffer,
  prepare,
  save,
  saveOk,
  upstream,
  withCheckoutUpstream,
} from "../support/checkout-upstream";
import { call, login } from "./helpers";

withCheckoutUpstream();

let anna: string;
beforeAll(async () => {
  anna = await login(upstream, ANNA);
});

describe("coupons", () => {
  it("applies LOVE10 (−10 %, reusable) and reports bad coupons without failing", async () => {
    const token = await freshUser();
    const offer = onlineOffer(2000, 2900);
    await add(token, offer);
    const { input } = await prepare(token, 41);
    const good = await calculate(token, { ...input, coupon: " love10 " });
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({
      coupon: "LOVE10",
      isCouponApplied: true,
      summary: { coupon: { value: Math.floor(offer.price / 10) } },
    });
    expect(good.data.input.coupon).toBe("LOVE10");
    expect(good.messages).toEqual([{ message: "Купон LOVE10 применён" }]);
    expect((await calculate(token, good.data.input)).messages).toEqual([]);

    for (const [code, message] of [
      ["NOPE", "Купон не найден"],
      ["USED2024", "Купон уже использован"],
      ["WELCOME500", "Купон действует при заказе от 3\u00a0000\u00a0₽"],
    ]) {
      const bad = await calculate(token, { ...input, coupon: code });
      expect(bad.status).toBe(200);
      expect(bad.errors).toEqual([{ message, code: expect.any(String), field: "coupon" }]);
      expect(bad.data).toMatchObject({ coupon: code, isCouponApplied: false, summary: { coupon: { value: 0 } } });
      expect(bad.data.input.coupon).toBe("");
    }

    const first = await saveOk(token, good.data.input);
    expect((await detail(token, first.data.order.id)).summary.coupon.value).toBe(Math.floor(offer.price / 10));
    const again = await freshUser();
    await add(again, onlineOffer(2000, 2900));
    const { input: secondInput } = await prepare(again, 41, (draft) => (draft.coupon = "LOVE10"));
    expect(secondInput.coupon).toBe("LOVE10");
    await saveOk(again, secondInput);
  });

  it("spends a single-use coupon once", async () => {
    const token = await freshUser();
    await add(token, onlineOffer(3000, 4500));
    const { input, state } = await prepare(token, 41, (draft) => (draft.coupon = "WELCOME500"));
    expect(state).toMatchObject({ isCouponApplied: true, summary: { coupon: { value: 500 } } });
    const other = await freshUser();
    await add(other, onlineOffer(3000, 4500));
    const { state: otherState, input: otherInput } = await prepare(other, 41, (draft) => (draft.coupon = "WELCOME500"));
    expect(otherState.isCouponApplied).toBe(true);

    const { data } = await saveOk(token, input);
    expect((await detail(token, data.order.id)).summary.coupon.value).toBe(500);
    const late = await save(other, { ...otherInput, coupon: "WELCOME500" });
    expect(late.status).toBe(400);
    expect(late.errors).toEqual([expect.objectContaining({ field: "coupon", message: "Купон уже использован" })]);
    const used = await calculate(other, { ...otherInput, coupon: "welcome500" });
    expect(used.errors).toEqual([expect.objectContaining({ message: "Купон уже использован" })]);
  });
});

describe("certificates", () => {
  const certificate = async (number: string) =>
    (await call(upstream, `/api/user/certificates/${number}`, { token: anna, schema: CertificateSchema })).data;

  it("applies a certificate, spends it once, and refuses what is spent", async () => {
    await add(anna, onlineOffer(2000, 4000));
    const { input, state } = await prepare(
      anna,
      41,
      (draft) => (draft.certificate = [{ number: "3398 7460 1527 0842", code: "71628403" }]),
    );
    expect(state.certificate).toEqual([
      { number: "3398-7460-1527-0842", amount: expect.objectContaining({ value: 1200 }) },
    ]);
    expect(state.summary.certificate.value).toBe(1200);
    expect(state.summary.total.value).toBe(state.summary.basket.value + state.summary.delivery.value - 1200);
    const { data } = await saveOk(anna, input);
    expect((await detail(anna, data.order.id)).summary.certificate.value).toBe(1200);
    expect(await certificate("3398-7460-1527-0842")).toMatchObject({ balance: { value: 0 }, status: "used" });

    await add(anna, onlineOffer(2000, 4000));
    const { input: next } = await prepare(anna, 41);
    const spent = await calculate(anna, {
      ...next,
      certificate: [{ number: "3398-7460-1527-0842", code: "71628403" }],
    });
    expect(spent.status).toBe(200);
    expect(spent.errors).toEqual([
      { message: "На сертификате не осталось средств", code: "certificate_invalid", field: "certificate.0" },
    ]);
    expect(spent.data.certificate).toEqual([]);
    expect(spent.data.input.certificate).toEqual([]);

    const cases: [number: string, code: string, message: string][] = [
      ["6720-3185-4409-2671", "0000", "Неверный номер или код сертификата"],
      ["8043-2659-7318-6024", "65072918", "Срок действия сертификата истёк"],
    ];
    for (const [number, code, message] of cases) {
      const bad = await calculate(anna, { ...next, certificate: [{ number, code }] });
      expect(bad.errors).toEqual([expect.objectContaining({ message })]);
    }
    const stranger = await freshUser();
    const theirs = await calculateBody(stranger, {
      certificate: [{ number: "6720-3185-4409-2671", code: "40915372" }],
    });
    expect(theirs.errors).toEqual([expect.objectContaining({ message: "Сертификат принадлежит другому покупателю" })]);
    const anonymous = await calculateBody(await guest(), {
      certificate: [{ number: "4817-2093-5561-0374", code: "58204173" }],
    });
    expect(anonymous.errors).toEqual([
      expect.objectContaining({ message: "Войдите, чтобы оплатить заказ сертификатом" }),
    ]);
    await call(upstream, `/api/basket/${spent.data.basket.activeProducts[0].id}`, { method: "DELETE", token: anna });
  });

  it("pays a whole order with certificates: payment 10, paid at once", async () => {
    await add(anna, onlineOffer(1000, 3000));
    const { input, state } = await prepare(anna, 41, (draft) => {
      draft.certificate = [{ number: "6720-3185-4409-2671", code: "40915372" }];
      draft.payment.id = 10;
    });
    expect(state.summary.total.value).toBe(0);
    expect(state.paymentMethods.map((method) => method.id)).toEqual([10]);
    const spent = state.summary.certificate.value;
    const byCard = await save(anna, { ...input, payment: { id: 1 } });
    expect(byCard.errors).toEqual([expect.objectContaining({ field: "payment" })]);
    const { data } = await saveOk(anna, input);
    expect(data.order.payment).toEqual({ id: 10, isPayed: true, link: null });
    expect((await detail(anna, data.order.id)).payment).toMatchObject({
      name: "Подарочным сертификатом",
      isPayed: true,
    });
    expect((await certificate("6720-3185-4409-2671")).balance.value).toBe(5000 - spent);
  });
});

describe("bonuses", () => {
  const balance = async (token: string) =>
    (await call(upstream, "/api/user/loyalty", { token, schema: LoyaltySchema })).data.card!.balance;

  it("states one maximum (the balance capped by 30 % of the goods), clamps to it and spends it", async () => {
    const before = await balance(anna);
    expect(before).toBeGreaterThan(0);
    await add(anna, onlineOffer(3000, 6000));
    const { input, state } = await prepare(anna, 41, (draft) => (draft.loyalty = { active: true, pay: 100_000 }));
    const limit = Math.min(before, Math.floor(state.summary.basket.value * 0.3));
    expect(state.bonus).toMatchObject({ active: true, pay: limit, balance: before, budget: limit });
    expect(state.bonus.messages[0]).toBe(
      `В этом заказе можно списать не больше ${countOf(limit, WORDS.bonusGenitive)}`,
    );
    expect(state.bonus.messages.join(" ")).not.toMatch(/Можно списать до/);
    expect(state.bonus.rules).toMatch(/30 %/);
    expect(state.summary.bonus.value).toBe(limit);
    const { data } = await saveOk(anna, input);
    expect((await detail(anna, data.order.id)).summary.bonus.value).toBe(limit);
    expect(await balance(anna)).toBe(before - limit);
  });

  it("clamps the bonuses to 30 % of the goods after the coupon", async () => {
    const token = await freshUser();
    await call(upstream, "/api/user/loyalty/register", {
      token,
      body: { firstName: "Ольга", lastName: "Петрова", birthday: "01.02.1990", email: CUSTOMER.email, agreement: true },
      schema: LoyaltySchema,
    });
    const offer = onlineOffer(900, 1500);
    await add(token, offer);
    const { input, state } = await prepare(token, 43, (draft) => {
      draft.loyalty = { active: true, pay: 1000 };
      draft.coupon = "LOVE10";
    });
    const budget = Math.floor((offer.price - Math.floor(offer.price / 10)) * 0.3);
    expect(state.bonus).toMatchObject({ balance: 500, budget, pay: budget, active: true });
    expect(input.loyalty).toEqual({ active: true, pay: budget });
    await saveOk(token, input);
    expect(await balance(token)).toBe(500 - budget);
  });

  it("ignores bonuses without a card", async () => {
    const token = await freshUser();
    const { data } = await calculateBody(token, { loyalty: { active: true, pay: 300 } });
    expect(data.bonus).toMatchObject({
      active: false,
      pay: 0,
      balance: 0,
      budget: 0,
      messages: ["Оформите Love Card, чтобы копить бонусы"],
    });
  });
});
