import { describe, expect, it } from "vitest";
import { priceOrder, type PricingInput } from "../../../server/demo-upstream/checkout/pricing";

const card = { balance: 327, level: { percent: 10 } };
const none = () => [];
const base: PricingInput = {
  goods: 4399,
  couponDiscount: 0,
  delivery: 0,
  card: null,
  loyalty: { active: false, pay: 0 },
  certificates: none,
};

/** A certificate check like the checkout's: each pays what it holds, up to what is still due. */
const holding =
  (...balances: number[]) =>
  (due: number) => {
    let left = due;
    return balances.map((balance) => {
      const paid = Math.min(balance, left);
      left -= paid;
      return paid;
    });
  };

describe("priceOrder: the one computation of an order's money", () => {
  it("goods only, delivery free", () => {
    expect(priceOrder(base).amounts).toEqual({
      goods: 4399,
      delivery: 0,
      coupon: 0,
      bonus: 0,
      certificate: 0,
      total: 4399,
    });
  });

  it("a coupon, paid delivery and bonuses up to the card's one maximum", () => {
    // LOVE10 on 4 399 ₽: −439; the share (30 % of 3 960 = 1 188) is above the balance, so the balance is the maximum.
    const { bonus, amounts } = priceOrder({
      ...base,
      couponDiscount: 439,
      delivery: 299,
      card,
      loyalty: { active: true, pay: 945 },
    });
    expect(bonus).toMatchObject({ budget: 327, pay: 327 });
    expect(amounts).toEqual({
      goods: 4399,
      delivery: 299,
      coupon: 439,
      bonus: 327,
      certificate: 0,
      total: 4399 - 439 + 299 - 327,
    });
  });

  it("bonuses are capped by 30 % of the goods after the coupon, never by delivery", () => {
    const { bonus, amounts } = priceOrder({
      ...base,
      goods: 1000,
      couponDiscount: 100,
      delivery: 500,
      card: { ...card, balance: 5000 },
      loyalty: { active: true, pay: 5000 },
    });
    expect(bonus).toMatchObject({ budget: 270, pay: 270 });
    expect(amounts.total).toBe(1000 - 100 + 500 - 270);
  });

  it("certificates pay what is left, delivery included, and the total never goes below zero", () => {
    const { amounts } = priceOrder({ ...base, goods: 3000, delivery: 299, certificates: holding(1000, 5000) });
    expect(amounts).toEqual({ goods: 3000, delivery: 299, coupon: 0, bonus: 0, certificate: 3299, total: 0 });
  });

  it("all together: coupon, bonuses, a certificate and paid delivery", () => {
    const { amounts } = priceOrder({
      ...base,
      goods: 10_000,
      couponDiscount: 1000,
      delivery: 399,
      card,
      loyalty: { active: true, pay: 100 },
      certificates: holding(2000),
    });
    expect(amounts).toEqual({
      goods: 10_000,
      delivery: 399,
      coupon: 1000,
      bonus: 100,
      certificate: 2000,
      total: 10_000 - 1000 + 399 - 100 - 2000,
    });
  });

  it("certificates see what is due after bonuses", () => {
    const seen: number[] = [];
    priceOrder({
      ...base,
      goods: 2000,
      delivery: 300,
      card,
      loyalty: { active: true, pay: 200 },
      certificates: (due) => (seen.push(due), []),
    });
    expect(seen).toEqual([2000 + 300 - 200]);
  });
});
