import type Database from "better-sqlite3";
import type { z } from "zod";
import type { Loyalty, LoyaltyHistorySchema } from "../../../app/contract/account";
import { isoDate, money, nowSeconds } from "../format";
import { HttpError } from "../http/envelope";
import { createBenefitClaims, type BenefitClaims } from "./benefit-claims";

/** Love Card levels by the purchases total, lowest first. */
export const LOYALTY_LEVELS = [
  { name: "Silver", percent: 5, from: 0 },
  { name: "Gold", percent: 10, from: 30_000 },
  { name: "Platinum", percent: 15, from: 70_000 },
] as const;
export const WELCOME_BONUSES = 500;
export const WELCOME_DESCRIPTION = "Приветственные бонусы";
/** A card holder's birthday present. */
export const BIRTHDAY_BONUSES = 300;
export const BIRTHDAY_DESCRIPTION = "Бонусы ко дню рождения";
/** Youngest age at which a Love Card may be issued. */
export const LOYALTY_MIN_AGE = 14;
export const LOYALTY_RULES_LINK = "/information/loyalty/rules/";

/** 13 digits: 2000, the user id in 8 digits, the EAN-13 check digit. */
export function loyaltyCardNumber(userId: number): string {
  const digits = `2000${String(userId).padStart(8, "0")}`;
  const sum = [...digits].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

/** The level for a purchases total, and the next one with what is left to reach it. */
export function loyaltyLevel(purchases: number) {
  let index = 0;
  while (index + 1 < LOYALTY_LEVELS.length && purchases >= LOYALTY_LEVELS[index + 1].from) index++;
  const level = LOYALTY_LEVELS[index];
  const next = LOYALTY_LEVELS[index + 1];
  return {
    level: { name: level.name, percent: level.percent },
    nextLevel: next ? { name: next.name, percent: next.percent, remaining: money(next.from - purchases) } : null,
  };
}

type TransactionRow = {
  id: number;
  type: "accrual" | "spending";
  amount: number;
  description: string;
  created_at: number;
};

export type LoyaltyProfile = { firstName: string; lastName: string; email: string; birthday: string };
/** A card just issued, and the welcome bonuses it got: none when its phone or number had them before. */
export type Registration = { loyalty: Loyalty; welcomeBonuses: number };

/**
 * Love Card of a user: the card row, and transactions whose sum is the balance. Purchases towards the level are the
 * user's completed orders (goods after the coupon, delivery and gift certificates bought excluded) plus shop purchases
 * recorded with an accrual.
 */
export function createLoyaltyStore(db: Database.Database, claims: BenefitClaims = createBenefitClaims(db)) {
  const phoneOf = db.prepare<[number], string>("SELECT phone FROM users WHERE id = ?").pluck();
  const card = db.prepare<[number], { number: string }>("SELECT number FROM loyalty_cards WHERE user_id = ?");
  const balance = db
    .prepare<[number], number>(
      "SELECT COALESCE(SUM(CASE type WHEN 'accrual' THEN amount ELSE -amount END), 0) FROM loyalty_transactions WHERE user_id = ?",
    )
    .pluck();
  const purchases = db
    .prepare<{ userId: number }, number>(
      `SELECT (SELECT COALESCE(SUM(basket_amount - coupon_amount
                 - (SELECT COALESCE(SUM(nominal), 0) FROM order_certificates WHERE order_id = orders.id)), 0)
               FROM orders WHERE user_id = @userId AND status = 'done')
            + (SELECT COALESCE(SUM(purchase_amount), 0) FROM loyalty_transactions WHERE user_id = @userId AND order_id IS NULL)`,
    )
    .pluck();
  const history = db.prepare<[number, number, number], TransactionRow>(
    `SELECT id, type, amount, description, created_at FROM loyalty_transactions WHERE user_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const historyCount = db
    .prepare<[number], number>("SELECT COUNT(*) FROM loyalty_transactions WHERE user_id = ?")
    .pluck();
  const insertCard = db.prepare("INSERT INTO loyalty_cards (user_id, number, created_at) VALUES (?, ?, ?)");
  const insertTransaction = db.prepare<{
    userId: number;
    type: string;
    amount: number;
    orderId: number | null;
    description: string;
    now: number;
  }>(
    `INSERT INTO loyalty_transactions (user_id, type, amount, order_id, description, created_at)
     VALUES (@userId, @type, @amount, @orderId, @description, @now)`,
  );
  const fillProfile = db.prepare(
    `UPDATE users SET first_name = CASE first_name WHEN '' THEN @firstName ELSE first_name END,
       last_name = CASE last_name WHEN '' THEN @lastName ELSE last_name END,
       email = CASE email WHEN '' THEN @email ELSE email END,
       birth_day = CASE birth_day WHEN '' THEN @birthday ELSE birth_day END
     WHERE id = @id`,
  );

  const loyalty = (userId: number): Loyalty => {
    const row = card.get(userId);
    if (!row) return { card: null };
    return {
      card: {
        number: row.number,
        balance: balance.get(userId)!,
        ...loyaltyLevel(purchases.get({ userId })!),
        rulesLink: LOYALTY_RULES_LINK,
      },
    };
  };

  return {
    loyalty,
    balance: (userId: number): number => (card.get(userId) ? balance.get(userId)! : 0),

    history: (userId: number, page: number, pageSize: number): z.infer<typeof LoyaltyHistorySchema> => {
      const total = historyCount.get(userId)!;
      return {
        items: history.all(userId, pageSize, (page - 1) * pageSize).map((row) => ({
          id: row.id,
          date: isoDate(row.created_at),
          type: row.type,
          amount: row.amount,
          description: row.description,
        })),
        pagination: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },

    /**
     * Issues the card and fills the user's empty profile fields; a second card is a 409. The welcome bonuses come once
     * per phone and card number, ever (benefit-claims.ts): a card registered again after the account was deleted gets none.
     */
    register: db.transaction((userId: number, profile: LoyaltyProfile): Registration => {
      if (card.get(userId)) throw HttpError.of(409, "Карта уже оформлена", { code: "card_exists" });
      const now = nowSeconds();
      const number = loyaltyCardNumber(userId);
      insertCard.run(userId, number, now);
      const subjects = { phone: phoneOf.get(userId)!, card: number };
      const welcomeBonuses = claims.claimed("welcome_bonus", subjects) ? 0 : WELCOME_BONUSES;
      claims.claim("welcome_bonus", subjects);
      if (welcomeBonuses > 0) {
        insertTransaction.run({
          userId,
          type: "accrual",
          amount: welcomeBonuses,
          orderId: null,
          description: WELCOME_DESCRIPTION,
          now,
        });
      }
      fillProfile.run({ id: userId, ...profile });
      return { loyalty: loyalty(userId), welcomeBonuses };
    }),

    /** For the checkout: pays `amount` bonuses for an order (409 when the balance is short). */
    spend: db.transaction((userId: number, orderId: number, amount: number, description: string): void => {
      if (!card.get(userId) || balance.get(userId)! < amount) {
        throw HttpError.of(409, "Недостаточно бонусов", { code: "insufficient_bonuses", field: "bonus" });
      }
      insertTransaction.run({ userId, type: "spending", amount, orderId, description, now: nowSeconds() });
    }),
  };
}

export type LoyaltyStore = ReturnType<typeof createLoyaltyStore>;
