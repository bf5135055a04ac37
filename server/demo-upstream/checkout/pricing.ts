import type { CheckoutInput, OrderAnswer } from "../../../app/contract/order";
import { money } from "../format";
import { bonusState, type BonusCard } from "./discounts/bonuses";

/**
 * An order's money in roubles: goods at selling prices (gift certificates bought included), delivery, what coupon,
 * bonuses and certificates pay, and the rest.
 */
export type Amounts = {
  goods: number;
  delivery: number;
  coupon: number;
  bonus: number;
  certificate: number;
  total: number;
};

/** What certificates may pay: the goods after the coupon, plus delivery, minus bonuses. */
export function dueBeforeCertificates({
  goods,
  coupon,
  delivery,
  bonus,
}: Omit<Amounts, "certificate" | "total">): number {
  return goods - coupon + delivery - bonus;
}

/** The amounts with the total left to pay after every discount. */
export function withTotal(parts: Omit<Amounts, "total">): Amounts {
  return { ...parts, total: dueBeforeCertificates(parts) - parts.certificate };
}

/** The order summary of the storefront (payment is never surcharged). */
export function summary(amounts: Amounts): OrderAnswer["summary"] {
  return {
    basket: money(amounts.goods),
    delivery: money(amounts.delivery),
    payment: money(0),
    coupon: money(amounts.coupon),
    bonus: money(amounts.bonus),
    certificate: money(amounts.certificate),
    total: money(amounts.total),
  };
}

/** What one calculation prices: goods, the coupon's discount, the delivery chosen (0 when none), the card and requests. */
export type PricingInput = {
  /** Every line at selling prices, gift certificates bought included. */
  goods: number;
  /** The part of `goods` that is gift certificates bought: no coupon, bonus or certificate pays for them (default 0). */
  certificateLines?: number;
  couponDiscount: number;
  delivery: number;
  card: BonusCard | null;
  loyalty: CheckoutInput["loyalty"];
  /** Certificates pay from what is due after the rest; gives what each applied one pays. */
  certificates: (due: number) => number[];
};

/**
 * The one computation of an order's money, in this order: the coupon off the goods; bonuses against the goods after
 * the coupon (never delivery); certificates against what is then due, delivery included; the total is the rest.
 * Gift certificates bought are paid for in money only: coupon (computed by the caller on the other goods), bonuses
 * and certificates leave them out.
 */
export function priceOrder({
  goods,
  certificateLines = 0,
  couponDiscount,
  delivery,
  card,
  loyalty,
  certificates,
}: PricingInput) {
  const bonus = bonusState(card, goods - certificateLines - couponDiscount, loyalty);
  const due = dueBeforeCertificates({
    goods: goods - certificateLines,
    coupon: couponDiscount,
    delivery,
    bonus: bonus.pay,
  });
  const certificate = certificates(due).reduce((sum, amount) => sum + amount, 0);
  const amounts = withTotal({ goods, delivery, coupon: couponDiscount, bonus: bonus.pay, certificate });
  return { bonus, amounts };
}
