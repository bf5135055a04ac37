import { useActionData, useNavigation } from "@remix-run/react";
import { formatPhone } from "~/domain/masks";
import { CheckboxField, FormError } from "~/forms/field";
import { FocusErrorForm } from "~/forms/focus-error-form";
import type { FormReply } from "~/forms/reply";
import { SubmitButton } from "~/forms/submit-button";
import type { Subscriptions } from "~/contract/account";
import type { NewsletterField } from "./subscribe-schema";

export const SUBSCRIBE_PATH = "/personal/subscribe/";

/** The e-mail and SMS newsletter switches with one 'Сохранить'. */
export function NewsletterForm({ subscriptions }: { subscriptions: Subscriptions }) {
  const actionData = useActionData<FormReply<NewsletterField>>();
  const reply = actionData?.intent === "newsletters" ? actionData : undefined;
  const navigation = useNavigation();
  const typed = reply?.values;
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === SUBSCRIBE_PATH &&
    navigation.formData?.get("intent") === "newsletters";
  const { emailAddress, phone } = subscriptions;
  return (
    // Keyed by the saved flags: after saving, the boxes show what the upstream stored.
    <FocusErrorForm
      key={`${subscriptions.email}-${subscriptions.sms}`}
      reply={reply}
      action={SUBSCRIBE_PATH}
      className="form account-form"
      noValidate
      preventScrollReset
    >
      <input type="hidden" name="intent" value="newsletters" />
      <fieldset className="account-fieldset">
        <legend>Рассылки</legend>
        <FormError error={reply?.formError} />
        <CheckboxField
          id="newsletter-email"
          name="email"
          label="Новости и акции по email"
          hint={emailAddress ? `Письма придут на ${emailAddress}` : "В профиле не указан email"}
          defaultChecked={typed ? typed.email === "on" : subscriptions.email}
          error={reply?.fieldErrors?.email}
        />
        <CheckboxField
          id="newsletter-sms"
          name="sms"
          label="Новости и акции по SMS"
          hint={phone ? `Сообщения придут на ${formatPhone(phone)}` : undefined}
          defaultChecked={typed ? typed.sms === "on" : subscriptions.sms}
          error={reply?.fieldErrors?.sms}
        />
      </fieldset>
      <div className="account-form__actions">
        <SubmitButton busy={busy} busyLabel="Сохраняем…">
          Сохранить
        </SubmitButton>
      </div>
    </FocusErrorForm>
  );
}
