import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { userOnly } from "~/account/account-data.server";
import { ProfileActions } from "~/account/profile/profile-actions";
import { DeleteAccountSchema } from "~/account/profile/profile-schema";
import { tokenCookie } from "~/cookies.server";
import { CheckboxField, FormError } from "~/forms/field";
import { FocusErrorForm } from "~/forms/focus-error-form";
import { fieldErrorsOf, type FormReply } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { deleteUser } from "~/upstream-client/account.server";
import { isSending } from "~/forms/submit-button";

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Удаление аккаунта", location, matches });

const PATH = "/personal/profile/delete/";
const FIELDS = ["confirm"] as const;

export const loader = (args: LoaderFunctionArgs) => userOnly(args);

/** `DELETE /api/user` once the shopper confirmed; the token cookie is dropped and the shop's home page opens. */
export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const parsed = DeleteAccountSchema.safeParse(form);
  if (!parsed.success) return reply(toasts, fieldErrorsOf(parsed.error, FIELDS));

  const deleted = await attempt(args.request, deleteUser(api));
  if (!deleted.ok) return upstreamReply(toasts, deleted.error, FIELDS);
  api.setToken(null);
  return succeed(api, toasts, "/", "Аккаунт удалён. Ваши личные данные стёрты", {
    headers: { "Set-Cookie": await tokenCookie.serialize("", { maxAge: 0 }) },
  });
}

export default function ProfileDeletePage() {
  const reply = useActionData<FormReply<(typeof FIELDS)[number]>>();
  const navigation = useNavigation();
  const busy = isSending(navigation) && navigation.formAction === PATH;
  return (
    <section className="account-page" aria-labelledby="profile-delete-title">
      <h1 id="profile-delete-title">Удаление аккаунта</h1>
      <div className="account-warning">
        <p>После удаления аккаунта мы сотрём ваши личные данные без возможности восстановления:</p>
        <ul>
          <li>профиль: имя, фамилию, email, телефон и дату рождения;</li>
          <li>адреса доставки, корзину и избранное;</li>
          <li>подписки на поступление товаров и заявки на предзаказ;</li>
          <li>карту Love Card с накопленными бонусами и историю LOVE 2.0;</li>
          <li>уведомления; все ваши сеансы будут завершены.</li>
        </ul>
        <p>
          Заказы сохранятся для бухгалтерии, но без ваших данных. Новые неоплаченные заказы будут отменены.
          Активированные подарочные сертификаты останутся погашенными.
        </p>
        <p>
          Чтобы не начислять приветственные бонусы повторно, мы сохраним только необратимый хеш номера телефона и номера
          карты Love Card (защита от мошенничества).
        </p>
      </div>
      <FocusErrorForm reply={reply} action={PATH} className="form account-form" noValidate>
        <FormError error={reply?.formError} />
        <CheckboxField
          id="delete-confirm"
          name="confirm"
          label="Я понимаю, что аккаунт и личные данные будут удалены безвозвратно"
          required
          error={reply?.fieldErrors?.confirm}
        />
        <ProfileActions busy={busy} label="Удалить аккаунт" busyLabel="Удаляем…" danger />
      </FocusErrorForm>
    </section>
  );
}
