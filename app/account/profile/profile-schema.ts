import { z } from "zod";
import { emailProblem, phoneField } from "~/forms/contact-fields";
import { checkbox } from "~/forms/schema";
import { parseBirthday } from "~/domain/masks";
import type { ProfilePatch } from "~/upstream-client/account.server";

export const PROFILE_FIELDS = ["firstName", "lastName", "email", "phone", "birthday", "agreement"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const name = (missing: string) =>
  z.string({ required_error: missing }).trim().min(1, missing).max(60, "Не длиннее 60 символов");

/**
 * The profile edit form (spec §3): the `PATCH /user` body and the phone (a new one is confirmed by a code, see
 * phone-change.ts). Names and phone are required. The upstream keeps
 * a field that is not sent, so e-mail and birthday may stay empty only while the profile has none: clearing
 * one would silently change nothing, and is refused instead.
 */
export function profileFormSchema(current: { email: string; birthDay: string }, today: Date = new Date()) {
  return z
    .object({
      firstName: name("Укажите имя"),
      lastName: name("Укажите фамилию"),
      email: z
        .string()
        .optional()
        .transform((value, ctx) => {
          const email = (value ?? "").trim();
          if (email === "" && !current.email) return undefined;
          const problem = emailProblem(email);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
          return email.toLowerCase();
        }),
      phone: phoneField,
      birthday: z
        .string()
        .optional()
        .transform((value, ctx) => {
          const birthday = (value ?? "").trim();
          if (birthday === "" && !current.birthDay) return undefined;
          const parsed = parseBirthday(birthday, today);
          if (parsed.ok) return birthday;
          ctx.addIssue({ code: "custom", message: parsed.message });
          return z.NEVER;
        }),
      agreement: checkbox,
    })
    .transform((form): { patch: ProfilePatch; phone: string } => {
      const patch: ProfilePatch = { firstName: form.firstName, lastName: form.lastName, agreement: form.agreement };
      if (form.email !== undefined) patch.email = form.email;
      if (form.birthday !== undefined) patch.birthday = form.birthday;
      return { patch, phone: form.phone };
    });
}

export const DELETE_CONFIRM_MESSAGE = "Подтвердите, что понимаете последствия удаления";

/** The account deletion page: the 'Я понимаю…' checkbox is required. */
export const DeleteAccountSchema = z.object({
  confirm: z
    .string({ required_error: DELETE_CONFIRM_MESSAGE })
    .refine((value) => value === "on" || value === "true", DELETE_CONFIRM_MESSAGE),
});
