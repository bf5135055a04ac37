import { describe, expect, it } from "vitest";
import type { CouponResult } from "../../../server/demo-upstream/account/coupons";
import {
  BONUS_RULES,
  BONUS_SHARE,
  bonusBudget,
  bonusLimit,
  bonusState,
} from "../../../server/demo-upstream/checkout/discounts/bonuses";
import {
  applyCertificates,
  type CertificateCheck,
} from "../../../server/demo-upstream/checkout/discounts/certificates";
import { applyCoupon } from "../../../server/demo-upstream/checkout/discounts/coupon";

describe("coupon", () => {
  const evaluate = (code: string, goods: number): CouponResult =>
    code === "LOVE10"
      ? { ok: true, code, discount: Math.floor(goods / 10) }
      : { ok: false, code, reason: "Купон не найден", errorCode: "coupon_not_found" };

  it("applies nothing without a coupon", () => {
    expect(applyCoupon(evaluate, "  ", 5000, "")).toEqual({ requested: "", applied: null, error: null, message: null });
  });

  it("applies a coupon, normalised, and says so only when it is new", () => {
    expect(applyCoupon(evaluate, " love10 ", 5000, "")).toEqual({
      requested: "LOVE10",
      applied: { code: "LOVE10", discount: 500 },
      error: null,
      message: { message: "Купон LOVE10 применён" },
    });
    expect(applyCoupon(evaluate, "LOVE10", 5000, "love10").message).toBeNull();
  });

  it("reports a rejected coupon on the coupon field, still echoing it", () => {
    expect(applyCoupon(evaluate, "nope", 5000, "")).toEqual({
      requested: "NOPE",
      applied: null,
      error: { message: "Купон не найден", code: "coupon_not_found", field: "coupon" },
      message: null,
    });
  });
});

describe("bonuses", () => {
  const card = { balance: 1000, level: { percent: 5 } };

  it("budgets 30 % of the goods after the coupon, rounded down", () => {
    expect(BONUS_SHARE).toBe(0.3);
    expect(bonusBudget(3333)).toBe(999);
  });

  it("invites to get a card when there is none", () => {
    expect(bonusState(null, 5000, { active: true, pay: 100 })).toEqual({
      active: false,
      pay: 0,
      balance: 0,
      budget: 0,
      messages: ["Оформите Love Card, чтобы копить бонусы"],
      rules: BONUS_RULES,
    });
  });

  it("spends what is asked within the budget and the balance, with the accrual to come", () => {
    expect(bonusState(card, 2000, { active: true, pay: 100 })).toEqual({
      active: true,
      pay: 100,
      balance: 1000,
      budget: 600,
      messages: ["После получения заказа начислим 95 бонусов"],
      rules: BONUS_RULES,
    });
  });

  it("states one maximum: the balance capped by the share; a larger request is clamped and reported", () => {
    expect(bonusState(card, 2000, { active: true, pay: 5000 })).toMatchObject({
      pay: 600,
      budget: 600,
      messages: ["В этом заказе можно списать не больше 600 бонусов", "После получения заказа начислим 70 бонусов"],
    });
    expect(bonusState(card, 10_000, { active: true, pay: 5000 })).toMatchObject({ pay: 1000, budget: 1000 });
    expect(bonusState({ balance: 327, level: { percent: 10 } }, 3150, { active: false, pay: 0 })).toMatchObject({
      budget: 327,
      pay: 0,
    });
    expect(bonusLimit(327, 3150)).toBe(327);
    expect(bonusLimit(5000, 3150)).toBe(945);
  });

  it("says the accrual with the right plural form", () => {
    expect(bonusState({ balance: 0, level: { percent: 10 } }, 2820, { active: false, pay: 0 }).messages).toEqual([
      "После получения заказа начислим 282 бонуса",
    ]);
    expect(bonusState({ balance: 0, level: { percent: 10 } }, 210, { active: false, pay: 0 }).messages).toContain(
      "После получения заказа начислим 21 бонус",
    );
  });

  it("spends nothing when not asked, or with nothing to spend on", () => {
    expect(bonusState(card, 2000, { active: false, pay: 300 })).toMatchObject({ active: false, pay: 0 });
    expect(bonusState(card, 0, { active: true, pay: 300 })).toMatchObject({
      active: false,
      pay: 0,
      messages: ["Бонусы можно будет списать, когда в корзине будут товары", "В этом заказе бонусы списать нельзя"],
    });
  });
});

describe("certificates", () => {
  const balances: Record<string, number> = { "1000-2000-3000-4001": 3000, "1000-2000-3000-4002": 5000 };
  const check: CertificateCheck = (number, code) => {
    const normalised = number.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1-");
    return code.trim() === "1234" && normalised in balances
      ? { ok: true, number: normalised, balance: balances[normalised] }
      : { ok: false, reason: "Неверный номер или код сертификата" };
  };

  it("pays in the order given, each up to what is left", () => {
    const result = applyCertificates(
      [
        { number: "1000-2000-3000-4001", code: " 1234 " },
        { number: "1000-2000-3000-4002", code: "1234" },
      ],
      4000,
      check,
    );
    expect(result).toEqual({
      applied: [
        { number: "1000-2000-3000-4001", code: "1234", amount: 3000 },
        { number: "1000-2000-3000-4002", code: "1234", amount: 1000 },
      ],
      errors: [],
    });
  });

  it("skips blank entries and repeats, reports rejected ones by position", () => {
    const result = applyCertificates(
      [
        { number: " ", code: "" },
        { number: "1000-2000-3000-4001", code: "1234" },
        { number: "1000 2000 3000 4001", code: "1234" },
        { number: "1000-2000-3000-4002", code: "0000" },
      ],
      10_000,
      check,
    );
    expect(result.applied).toEqual([{ number: "1000-2000-3000-4001", code: "1234", amount: 3000 }]);
    expect(result.errors).toEqual([
      { message: "Неверный номер или код сертификата", code: "certificate_invalid", field: "certificate.3" },
    ]);
  });

  it("asks a guest to sign in", () => {
    expect(applyCertificates([{ number: "1000-2000-3000-4001", code: "1234" }], 1000, null)).toEqual({
      applied: [],
      errors: [
        { message: "Войдите, чтобы оплатить заказ сертификатом", code: "certificate_login", field: "certificate.0" },
      ],
    });
  });
});
