import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { CheckboxField, Field, FormError, TextField } from "~/account/fields";
import type { FormReply } from "~/account/form-reply";
import { useFocusFirstError } from "~/account/use-focus-error";
import { MaskedInput } from "~/components/masked-input";
import { BIRTHDAY_MASK, formatPhone } from "~/domain/masks";
import { useHydrated } from "~/hooks/use-hydrated";
import type { User } from "~/upstream/schemas/user";
import { PhoneInput } from "~/components/phone-input";
import type { ProfileField } from "./profile-schema";

export const PROFILE_EDIT_PATH = "/personal/profile/edit/";

/** The profile edit form: a plain post without JavaScript, a Remix submission with it; errors next to the fields. */
export function ProfileForm({ user }: { user: User }) {
  const reply = useActionData<FormReply<ProfileField>>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);
  const errors = reply?.fieldErrors ?? {};
  // After a refused post, the fields show what was typed; otherwise the profile as saved.
  const typed = reply?.values;
  const value = (field: Exclude<ProfileField, "agreement">, saved: string) => typed?.[field] ?? saved;
  const busy = navigation.state === "submitting" && navigation.formAction === PROFILE_EDIT_PATH;

  return (
    <Form method="post" action={PROFILE_EDIT_PATH} className="form account-form" noValidate ref={form}>
      <FormError error={reply?.formError} />
      <TextField id="profile-first-name" name="firstName" label="Имя" autoComplete="given-name" required maxLength={60} defaultValue={value("firstName", user.firstName)} error={errors.firstName} />
      <TextField id="profile-last-name" name="lastName" label="Фамилия" autoComplete="family-name" required maxLength={60} defaultValue={value("lastName", user.lastName)} error={errors.lastName} />
      <TextField id="profile-email" name="email" label="Email" type="email" autoComplete="email" maxLength={254} defaultValue={value("email", user.email)} error={errors.email} />
      <Field id="profile-phone" label="Телефон" error={errors.phone} required>
        <PhoneInput hydrated={hydrated} id="profile-phone" name="phone" defaultValue={value("phone", user.phone ? formatPhone(user.phone) : "")} error={errors.phone} />
      </Field>
      <Field id="profile-birthday" label="Дата рождения (ДД.ММ.ГГГГ)" error={errors.birthday}>
        <MaskedInput
          hydrated={hydrated}
          id="profile-birthday"
          name="birthday"
          mask={BIRTHDAY_MASK}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="ДД.ММ.ГГГГ"
          defaultValue={value("birthday", user.birthDay)}
          error={errors.birthday}
        />
      </Field>
      <CheckboxField
        id="profile-agreement"
        name="agreement"
        label="Согласен(на) на обработку персональных данных и получение информации о покупках"
        defaultChecked={typed ? typed.agreement === "on" : user.agreement}
        error={errors.agreement}
      />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Сохраняем…" : "Сохранить"}
        </button>
        <Link to="/personal/profile/" className="button button--ghost">
          Отмена
        </Link>
      </div>
    </Form>
  );
}
