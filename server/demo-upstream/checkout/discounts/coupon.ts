import { normaliseCoupon, type CouponResult } from "../../account/coupons";
import type { ApiMessage } from "../../http/envelope";

export type AppliedCoupon = { code: string; discount: number };

export type CouponOutcome = {
  /** The coupon asked for, normalised ('' for none): echoed to the storefront even when rejected. */
  requested: string;
  applied: AppliedCoupon | null;
  /** Why a requested coupon does not apply. */
  error: ApiMessage | null;
  /** 'Купон … применён', only when the coupon is new since the previous calculation. */
  message: ApiMessage | null;
};

/**
 * The coupon of the input against `goods` roubles (gift certificates bought are no goods for a coupon); `previous` is
 * the coupon the draft had before. An order of gift certificates only takes no coupon.
 */
export function applyCoupon(
  evaluate: (code: string, goods: number) => CouponResult,
  input: string,
  goods: number,
  previous: string,
  { certificatesOnly = false }: { certificatesOnly?: boolean } = {},
): CouponOutcome {
  const requested = normaliseCoupon(input);
  if (!requested) return { requested, applied: null, error: null, message: null };
  if (certificatesOnly) {
    return {
      requested,
      applied: null,
      error: { message: "Купоны не действуют на подарочные сертификаты", code: "coupon_certificates", field: "coupon" },
      message: null,
    };
  }
  const result = evaluate(requested, goods);
  if (!result.ok)
    return {
      requested,
      applied: null,
      error: { message: result.reason, code: result.errorCode, field: "coupon" },
      message: null,
    };
  const message = requested !== normaliseCoupon(previous) ? { message: `Купон ${requested} применён` } : null;
  return { requested, applied: { code: requested, discount: result.discount }, error: null, message };
}
