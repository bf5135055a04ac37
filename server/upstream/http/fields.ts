import { z } from "zod";

/** Accepts +7XXXXXXXXXX as well as the masked '+7 (XXX) XXX-XX-XX' and a leading 8; normalises to +7XXXXXXXXXX. */
export const PhoneSchema = z
  .string({ required_error: "Введите номер телефона в формате +7XXXXXXXXXX", invalid_type_error: "Введите номер телефона в формате +7XXXXXXXXXX" })
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
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(2_147_483_647, message);
