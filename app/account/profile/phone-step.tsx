import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { CODE_MASK, formatPhone } from "~/domain/masks";
import { FormError } from "~/forms/field";
import { FocusErrorForm } from "~/forms/focus-error-form";
import { MaskedField } from "~/forms/masked-field";
import type { FormReply } from "~/forms/reply";
import { isSending, SubmitButton } from "~/forms/submit-button";
import { PHONE_STEP_INTENTS, PROFILE_EDIT_PATH, phoneStepPath } from "./phone-change";

/**
 * The profile edit's code step: the new number takes effect only once the code sent to it is entered. Plain posts
 * without JavaScript (PRG), Remix submissions with it; a button is disabled only while its own post is being sent.
 */
export function PhoneStep({ phone }: { phone: string }) {
  const reply = useActionData<FormReply<"code">>();
  const navigation = useNavigation();
  const sending = (intent: string) => isSending(navigation) && navigation.formData?.get("intent") === intent;
  const action = phoneStepPath(phone);

  return (
    <div className="phone-step">
      <p>
        Мы отправили код на номер <strong>{formatPhone(phone)}</strong>. Номер в профиле сменится, когда вы введёте код;
        на других устройствах после этого нужно будет войти заново.
      </p>
      <FocusErrorForm reply={reply} action={action} className="form account-form" noValidate>
        <FormError error={reply?.formError} />
        <input type="hidden" name="phone" value={phone} />
        <MaskedField
          id="phone-step-code"
          name="code"
          label="Код из SMS"
          mask={CODE_MASK}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="______"
          defaultValue={reply?.values?.code}
          error={reply?.fieldErrors?.code}
          // The field appears only after the shopper asked for a code, so the caret goes where the next key belongs.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <input type="hidden" name="intent" value={PHONE_STEP_INTENTS.confirm} />
        <div className="account-form__actions">
          <SubmitButton busy={sending(PHONE_STEP_INTENTS.confirm)} busyLabel="Проверяем…">
            Подтвердить номер
          </SubmitButton>
          <Link to={PROFILE_EDIT_PATH} className="button button--ghost">
            Отменить смену номера
          </Link>
        </div>
      </FocusErrorForm>
      <Form method="post" action={action}>
        <input type="hidden" name="phone" value={phone} />
        <input type="hidden" name="intent" value={PHONE_STEP_INTENTS.resend} />
        <SubmitButton busy={sending(PHONE_STEP_INTENTS.resend)} className="button button--ghost">
          Получить код ещё раз
        </SubmitButton>
      </Form>
    </div>
  );
}
