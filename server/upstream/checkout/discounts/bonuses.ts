import type { CheckoutInput, OrderState } from "../../../../app/upstream/schemas/order";

/** Bonuses pay at most this share of the goods after the coupon. */
export const BONUS_SHARE = 0.3;
export const BONUS_RULES =
  "Бонусами можно оплатить до 30 % стоимости товаров с учётом купона, 1 бонус = 1 ₽. После получения заказа на карту " +
  "начисляется 5–15 % его стоимости в зависимости от уровня карты. Бонусы не списываются за доставку.";

/** The most bonuses an order may spend, whatever the balance. */
export const bonusBudget = (goodsAfterCoupon: number): number => Math.floor(goodsAfterCoupon * BONUS_SHARE);

/** What the bonus block needs of a Love Card. */
export type BonusCard = { balance: number; level: { percent: number } };

/**
 * Love Card bonuses against the goods after the coupon: up to the budget and no more than the balance, with the hints
 * the storefront shows. Without a card nothing is spent.
 */
export function bonusState(card: BonusCard | null, goodsAfterCoupon: number, request: CheckoutInput["loyalty"]): OrderState["bonus"] {
  if (!card) return { active: false, pay: 0, balance: 0, budget: 0, messages: ["Оформите Love Card, чтобы копить бонусы"], rules: BONUS_RULES };
  const budget = bonusBudget(goodsAfterCoupon);
  const limit = Math.min(budget, card.balance);
  const active = request.active && limit > 0;
  const pay = active ? Math.min(request.pay, limit) : 0;
  const messages = [limit > 0 ? `Можно списать до ${limit} бонусов` : "Бонусы можно будет списать, когда в корзине будут товары"];
  if (request.active && request.pay > limit) messages.push(`Больше ${limit} бонусов списать нельзя`);
  const accrual = Math.floor(((goodsAfterCoupon - pay) * card.level.percent) / 100);
  if (accrual > 0) messages.push(`После получения заказа начислим ${accrual} бонусов`);
  return { active, pay, balance: card.balance, budget, messages, rules: BONUS_RULES };
}
