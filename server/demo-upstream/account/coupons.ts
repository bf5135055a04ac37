import type Database from "better-sqlite3";
import { formatRoubles } from "../format";
import { HttpError } from "../http/envelope";

export type CouponSeed = {
  code: string;
  percent?: number;
  amount?: number;
  minBasket?: number;
  reusable?: true;
  used?: true;
};

/**
 * The demo coupons (documented in docs/upstream-api.md). Single-use coupons are spent by the first order placed with
 * them; LOVE10 is reusable; USED2024 is seeded as spent.
 */
export const COUPONS: CouponSeed[] = [
  { code: "LOVE10", percent: 10, reusable: true },
  { code: "WELCOME500", amount: 500, minBasket: 3000 },
  { code: "AUTUMN15", percent: 15 },
  { code: "GIFT1000", amount: 1000, minBasket: 7000 },
  { code: "USED2024", percent: 20, used: true },
];

type CouponRow = {
  code: string;
  percent: number;
  amount: number;
  min_basket: number;
  reusable: number;
  used_at: number | null;
};

/** The outcome of a coupon against the goods sum: the discount, or why it does not apply. */
export type CouponResult =
  { ok: true; code: string; discount: number } | { ok: false; code: string; reason: string; errorCode: string };

/** Coupons are case-insensitive and travel trimmed and uppercased. */
export function normaliseCoupon(value: string): string {
  return value.trim().toUpperCase();
}

export function createCouponStore(db: Database.Database) {
  const byCode = db.prepare<[string], CouponRow>(
    "SELECT code, percent, amount, min_basket, reusable, used_at FROM coupons WHERE code = ?",
  );
  const markUsed = db.prepare<[number, number, string]>(
    "UPDATE coupons SET used_at = ?, order_id = ? WHERE code = ? AND used_at IS NULL",
  );

  /** A coupon against `goods` roubles (active lines at selling prices); the discount never exceeds the goods. */
  const evaluate = (code: string, goods: number): CouponResult => {
    const row = byCode.get(code);
    if (!row) return { ok: false, code, reason: "Купон не найден", errorCode: "coupon_not_found" };
    if (row.reusable === 0 && row.used_at !== null)
      return { ok: false, code, reason: "Купон уже использован", errorCode: "coupon_used" };
    if (goods < row.min_basket) {
      return {
        ok: false,
        code,
        reason: `Купон действует при заказе от ${formatRoubles(row.min_basket)}`,
        errorCode: "coupon_min_basket",
      };
    }
    const discount = row.percent > 0 ? Math.floor((goods * row.percent) / 100) : row.amount;
    return { ok: true, code, discount: Math.min(discount, goods) };
  };

  return {
    evaluate,
    /** For the checkout's transaction: spends a single-use coupon for the order (409 when another order took it first). */
    spend: (code: string, orderId: number, now: number): void => {
      const row = byCode.get(code);
      if (!row) throw HttpError.of(400, "Купон не найден", { code: "coupon_not_found", field: "coupon" });
      if (row.reusable === 1) return;
      if (markUsed.run(now, orderId, code).changes !== 1)
        throw HttpError.of(409, "Купон уже использован", { code: "coupon_used", field: "coupon" });
    },
  };
}

export type CouponStore = ReturnType<typeof createCouponStore>;
