import { z } from "zod";
import { smsCode } from "~/account/login-schema";

export const PROFILE_EDIT_PATH = "/personal/profile/edit/";

/** The profile edit page's code step: the new number waiting for its code rides in the URL (PRG without JavaScript). */
export const phoneStepPath = (phone: string) => `${PROFILE_EDIT_PATH}?newPhone=${encodeURIComponent(phone)}`;

/** `?newPhone=` as the upstream writes numbers (+7XXXXXXXXXX); anything else shows the profile form. */
export const NewPhoneParamSchema = z.string().regex(/^\+7\d{10}$/);

export const PHONE_STEP_INTENTS = { confirm: "confirm-phone", resend: "resend-phone" } as const;
export const PHONE_STEP_FIELDS = ["code"] as const;

/** The code step's posts: confirm the new number with its code, or have a new code sent. */
export const PhoneStepFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(PHONE_STEP_INTENTS.confirm), phone: NewPhoneParamSchema, code: smsCode }),
  z.object({ intent: z.literal(PHONE_STEP_INTENTS.resend), phone: NewPhoneParamSchema }),
]);
