import { countOf, WORDS } from "../../plural";
import type { CheckoutInput, OrderAnswer } from "../../../../app/contract/order";
import { LOYALTY_LEVELS } from "../../account/loyalty";

/** Bonuses pay at most this share of the goods after the coupon. */
export const BONUS_SHARE = 0.3;
const accrualRange = `${LOYALTY_LEVELS[0].percent}–${LOYALTY_LEVELS[LOYALTY_LEVELS.length - 1].percent}`;
export const BONUS_RULES =
  `Бонусами можно оплатить до ${Math.round(BONUS_SHARE * 100)} % стоимости товаров с учётом купона, 1 бонус = 1 ₽. После получения заказа на карту ` +
  `начисляется ${accrualRange} % его стоимости в зависимости от уровня карты. Бонусы не списываются за доставку.`;

/** A request above the order's maximum (`budget`), as the storefront also words it next to the bonus field. */
const tooManyBonuses = (limit: number): string =>
  limit > 0
    ? `В этом заказе можно списать не больше ${countOf(limit, WORDS.bonusGenitive)}`
    : "В этом заказе бонусы списать нельзя";

/** The most bonuses an order may spend, whatever the balance. */
export const bonusBudget = (goodsAfterCoupon: number): number => Math.floor(goodsAfterCoupon * BONUS_SHARE);

/** What the bonus block needs of a Love Card. */
export type BonusCard = { balance: number; level: { percent: number } };

/** The one maximum an order may spend: the balance, capped by the share of the goods after the coupon. */
export const bonusLimit = (balance: number, goodsAfterCoupon: number): number =>
  Math.max(0, Math.min(bonusBudget(goodsAfterCoupon), balance));

/**
 * Love Card bonuses against the goods after the coupon: `budget` is the one maximum (`bonusLimit`); a larger request
 * is clamped here as a safety net and reported, the storefront refuses it next to the field first. Without a card
 * nothing is spent.
 */
export function bonusState(
  card: BonusCard | null,
  goodsAfterCoupon: number,
  request: CheckoutInput["loyalty"],
): OrderAnswer["bonus"] {
  if (!card)
    return {
      active: false,
      pay: 0,
      balance: 0,
      budget: 0,
      messages: ["Оформите Love Card, чтобы копить бонусы"],
      rules: BONUS_RULES,
    };
  const limit = bonusLimit(card.balance, goodsAfterCoupon);
  const active = request.active && limit > 0;
  const pay = active ? Math.max(0, Math.min(request.pay, limit)) : 0;
  const messages = goodsAfterCoupon > 0 ? [] : ["Бонусы можно будет списать, когда в корзине будут товары"];
  if (request.active && request.pay > limit) messages.push(tooManyBonuses(limit));
  const accrual = Math.floor(((goodsAfterCoupon - pay) * card.level.percent) / 100);
  if (accrual > 0) messages.push(`После получения заказа начислим ${countOf(accrual, WORDS.bonus)}`);
  return { active, pay, balance: card.balance, budget: limit, messages, rules: BONUS_RULES };
}
