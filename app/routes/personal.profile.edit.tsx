import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/account/guard.server";
import {
  NewPhoneParamSchema,
  PHONE_STEP_FIELDS,
  PHONE_STEP_INTENTS,
  PhoneStepFormSchema,
  phoneStepPath,
} from "~/account/profile/phone-change";
import { PhoneStep } from "~/account/profile/phone-step";
import { ProfileForm } from "~/account/profile/profile-form";
import { PROFILE_FIELDS, profileFormSchema } from "~/account/profile/profile-schema";
import { fieldErrorsOf, pickValues, type PostedForm } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamConfirmation, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { confirmPhoneChange, requestPhoneChange, updateProfile } from "~/upstream-client/account.server";
import type { ToastList } from "~/toasts/toast-list.server";
import type { Upstream } from "~/upstream-client/client.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Редактирование профиля", location, matches });

export async function loader(args: LoaderFunctionArgs) {
  const { user, toasts } = await requireUser(args);
  const newPhone = NewPhoneParamSchema.safeParse(new URL(args.request.url).searchParams.get("newPhone"));
  return dataWithToasts(
    { user, newPhone: newPhone.success && newPhone.data !== user.phone ? newPhone.data : null },
    toasts,
  );
}

/**
 * `PATCH /user` (spec §7) for the profile; a new phone gets a code (`POST /user/phone`) and the code step, and takes
 * effect once the code is confirmed. Bad input → 400 with messages and the typed values; success → PRG.
 */
export async function action(args: ActionFunctionArgs) {
  const { api, user, toasts, form } = await readUserForm(args);
  const intent = form.intent;
  if (intent === PHONE_STEP_INTENTS.confirm || intent === PHONE_STEP_INTENTS.resend)
    return phoneStep(args.request, api, toasts, form);

  const values = pickValues(form, PROFILE_FIELDS);
  const parsed = profileFormSchema(user).safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, PROFILE_FIELDS), values });
  const { patch, phone } = parsed.data;
  const newPhone = phone !== user.phone;

  if (newPhone) {
    const sent = await attempt(args.request, requestPhoneChange(api, phone));
    if (!sent.ok) return upstreamReply(toasts, sent.error, PROFILE_FIELDS, { values }, { toast: false });
  }
  const saved = await attempt(args.request, updateProfile(api, patch));
  if (!saved.ok) return upstreamReply(toasts, saved.error, PROFILE_FIELDS, { values });
  if (!newPhone) return succeed(api, toasts, "/personal/profile/", "Данные профиля сохранены");
  return succeed(
    api,
    toasts,
    phoneStepPath(phone),
    codeSentMessage(toasts, "Данные профиля сохранены. Введите код из SMS, чтобы сменить номер"),
  );
}

/** The code step: confirm the new number, or have a new code sent to it. */
async function phoneStep(request: Request, api: Upstream, toasts: ToastList, form: PostedForm) {
  const values = pickValues(form, PHONE_STEP_FIELDS);
  const parsed = PhoneStepFormSchema.safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, PHONE_STEP_FIELDS), values });
  const input = parsed.data;

  if (input.intent === PHONE_STEP_INTENTS.resend) {
    const sent = await attempt(request, requestPhoneChange(api, input.phone));
    if (!sent.ok) return upstreamReply(toasts, sent.error, PHONE_STEP_FIELDS, { values }, { toast: false });
    return succeed(api, toasts, phoneStepPath(input.phone), codeSentMessage(toasts, "Мы отправили новый код"));
  }
  const changed = await attempt(request, confirmPhoneChange(api, input.phone, input.code));
  if (!changed.ok) return upstreamReply(toasts, changed.error, PHONE_STEP_FIELDS, { values }, { toast: false });
  return succeed(api, toasts, "/personal/profile/", "Номер телефона изменён. На других устройствах нужно войти заново");
}

/** The upstream's word on the code (the demo backend's «введите код 123456») goes with ours. */
const codeSentMessage = (toasts: ToastList, ours: string) =>
  [ours, upstreamConfirmation(toasts)].filter(Boolean).join(". ");

export default function ProfileEditPage() {
  const { user, newPhone } = useLoaderData<typeof loader>();
  return (
    <section className="account-page" aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title">{newPhone ? "Подтверждение номера" : "Редактирование профиля"}</h1>
      {newPhone ? <PhoneStep phone={newPhone} /> : <ProfileForm user={user} />}
    </section>
  );
}
