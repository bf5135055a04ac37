import { z } from "zod";
import { normalizePhone } from "~/domain/masks";

/** What every form says of an e-mail or a phone: the same words at checkout, in the profile, at login and elsewhere. */
export const CONTACT_MESSAGES = {
  emailMissing: "Укажите email",
  emailInvalid: "Введите корректный email",
  phoneMissing: "Укажите номер телефона",
  phoneInvalid: "Введите номер телефона в формате +7 (999) 999-99-99",
} as const;

/** The longest phone an input takes as typed (the mask's 18 characters, or the digits with spaces and dashes). */
export const PHONE_MAX_LENGTH = 32;

/** A required phone, typed in the mask of spec §3 or without it; normalised to `+7XXXXXXXXXX`. */
export const phoneField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const raw = (value ?? "").trim();
    const phone = raw === "" ? null : normalizePhone(raw);
    if (phone) return phone;
    ctx.addIssue({
      code: "custom",
      message: raw === "" ? CONTACT_MESSAGES.phoneMissing : CONTACT_MESSAGES.phoneInvalid,
    });
    return z.NEVER;
  });

/** A required e-mail address (at most 254 characters, RFC 5321), trimmed and lowercased. */
export const emailField = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.emailMissing)
      .max(254, CONTACT_MESSAGES.emailInvalid)
      .email(CONTACT_MESSAGES.emailInvalid),
  )
  .transform((email) => email.toLowerCase());

const firstProblem = (schema: z.ZodTypeAny, value: string): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** What is wrong with an e-mail as typed (missing or invalid), or undefined: for checks that are no zod form. */
export const emailProblem = (value: string) => firstProblem(emailField, value);
/** What is wrong with a phone as typed (missing or invalid), or undefined: for checks that are no zod form. */
export const phoneProblem = (value: string) => firstProblem(phoneField, value);
