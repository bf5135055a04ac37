import { countOf, WORDS } from "../plural";
import { z } from "zod";

/** Accepts +7XXXXXXXXXX as well as the masked '+7 (XXX) XXX-XX-XX' and a leading 8; normalises to +7XXXXXXXXXX. */
export const PhoneSchema = z
  .string({
    required_error: "Введите номер телефона в формате +7XXXXXXXXXX",
    invalid_type_error: "Введите номер телефона в формате +7XXXXXXXXXX",
  })
  .max(32, "Введите номер телефона в формате +7XXXXXXXXXX")
  .transform((value) => value.replace(/[^\d+]/g, "").replace(/^(?:\+?7|8)(\d{10})$/, "+7$1"))
  .pipe(z.string().regex(/^\+7\d{10}$/, "Введите номер телефона в формате +7XXXXXXXXXX"));

const EMAIL_MESSAGE = "Введите корректный email";

/** A trimmed, lowercased e-mail address; every problem (absent too) reads 'Введите корректный email'. */
export const EmailSchema = z
  .string({ required_error: EMAIL_MESSAGE, invalid_type_error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .email(EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

/** A positive integer id in a path segment or a query value ('12'). */
export const idString = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

/** A positive integer id in a JSON body. */
export const idNumber = (message: string) =>
  z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message);

/** `ДД.ММ.ГГГГ` → [day, month, year] when it is a real calendar date, else null. */
function calendarDate(value: string): [number, number, number] | null {
  const [day, month, year] = value.split(".").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? [day, month, year]
    : null;
}

/** Full years between a birth date and today (UTC). */
function ageOn(today: Date, [day, month, year]: [number, number, number]): number {
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** ДД.ММ.ГГГГ, a real calendar date between 1900 and today; with `minAge`, at least that many years ago. */
export const birthdaySchema = (minAge = 0) =>
  z
    .string({ required_error: "Укажите дату рождения", invalid_type_error: "Дата рождения в формате ДД.ММ.ГГГГ" })
    .trim()
    .superRefine((value, context) => {
      if (!/^\d{2}\.\d{2}\.\d{4}$/.test(value)) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: "Дата рождения в формате ДД.ММ.ГГГГ" });
        return;
      }
      const date = calendarDate(value);
      const today = new Date();
      if (!date || date[2] < 1900 || Date.UTC(date[2], date[1] - 1, date[0]) > today.getTime()) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: "Неверная дата рождения" });
      } else if (ageOn(today, date) < minAge) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Участвовать можно с ${countOf(minAge, WORDS.yearsFrom)}`,
        });
      }
    });
