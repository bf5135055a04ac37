import { z } from "zod";
import type { FormReply } from "~/forms/reply";
import { phoneField as phone } from "~/forms/contact-fields";

/** A six-digit SMS code as typed (spaces and dashes dropped). */
export const smsCode = z
  .string({ required_error: "Введите код из SMS" })
  .transform((raw) => raw.replace(/\D/g, ""))
  .pipe(z.string().length(6, "Код состоит из 6 цифр"));

export const LoginFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("code"), phone }),
  z.object({ intent: z.literal("login"), phone, code: smsCode }),
]);

export const LOGIN_FIELDS = ["phone", "code"] as const;

/** The `/login` action's answer: the step to show, with the messages of the kit's form replies. */
export type LoginActionData = Pick<FormReply<(typeof LOGIN_FIELDS)[number]>, "fieldErrors" | "formError" | "values"> & {
  step: "phone" | "code";
  phone?: string;
  ok?: boolean;
  redirectTo?: string;
  /** Not an error: e.g. no new code was sent because of a limit, the last one still works. */
  notice?: string;
};
