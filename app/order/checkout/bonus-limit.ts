import { countOf, WORDS } from "../../domain/plural";

/** The refusal shown next to the bonus field when more than the order's one maximum is asked. */
export const tooManyBonuses = (limit: number): string =>
  limit > 0
    ? `В этом заказе можно списать не больше ${countOf(limit, WORDS.bonusGenitive)}`
    : "В этом заказе бонусы списать нельзя";

/** The bonus field's error for a submission, if it asks to spend more than `limit` (the `budget` of the order state). */
export function bonusRequestError(
  form: { loyaltyActive?: string; loyaltyPay?: string },
  limit: number,
): string | undefined {
  if (form.loyaltyActive !== "on" || form.loyaltyPay === undefined || form.loyaltyPay === "") return undefined;
  return Number(form.loyaltyPay) > limit ? tooManyBonuses(limit) : undefined;
}
