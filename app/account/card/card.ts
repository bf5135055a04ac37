import { z } from "zod";
import { parseBirthday } from "~/domain/masks";
import { emailField } from "~/forms/contact-fields";
import { groupDigits } from "~/domain/money";
import { countOf, WORDS } from "~/domain/plural";

/** The loyalty programme rules (the card's own `rulesLink` once it exists). */
export const LOYALTY_RULES_LINK = "/information/loyalty/rules/";

/** A card number grouped in fours for reading aloud or typing at a till: `2000 0000 0001 8`. */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\s+/g, "");
  return /^\d+$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, "$1 ") : number;
}

/** `1 бонус`, `500 бонусов`, `1 250 бонусов`. */
export function bonusCount(n: number): string {
  return countOf(n, WORDS.bonus);
}

/** A history amount with its sign: accruals `+500`, spending `−300` (a real minus sign). */
export function signedBonuses(type: "accrual" | "spending", amount: number): string {
  return `${type === "accrual" ? "+" : "−"}${groupDigits(String(Math.abs(amount)))}`;
}

export const CARD_FIELDS = ["firstName", "lastName", "birthday", "email", "agreement"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const AGREEMENT_MESSAGE = "Необходимо согласие с правилами программы";

const name = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(60, "Не длиннее 60 символов");

/** The Love Card registration form (`today` fixes the date the age is counted on). */
export function cardRegisterSchema(today: Date = new Date()) {
  return z.object({
    firstName: name("Укажите имя"),
    lastName: name("Укажите фамилию"),
    birthday: z.string({ required_error: "Укажите дату рождения" }).transform((raw, ctx) => {
      const parsed = parseBirthday(raw, today);
      if (!parsed.ok) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
        return z.NEVER;
      }
      return raw.trim();
    }),
    email: emailField,
    agreement: z.literal("yes", { errorMap: () => ({ message: AGREEMENT_MESSAGE }) }).transform(() => true as const),
  });
}
