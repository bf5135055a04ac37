import { useActionData, useNavigation } from "@remix-run/react";
import { BIRTHDAY_MASK, formatPhone } from "~/domain/masks";
import { CheckboxField, FormError, TextField } from "~/forms/field";
import { FocusErrorForm } from "~/forms/focus-error-form";
import { MaskedField, PhoneField } from "~/forms/masked-field";
import type { FormReply } from "~/forms/reply";
import type { User } from "~/contract/user";
import { PROFILE_EDIT_PATH } from "./phone-change";
import { ProfileActions } from "./profile-actions";
import type { ProfileField } from "./profile-schema";

/** The profile edit form: a plain post without JavaScript, a Remix submission with it; errors next to the fields. */
export function ProfileForm({ user }: { user: User }) {
  const reply = useActionData<FormReply<ProfileField>>();
  const navigation = useNavigation();
  const errors = reply?.fieldErrors ?? {};
  // After a refused post, the fields show what was typed; otherwise the profile as saved.
  const typed = reply?.values;
  const value = (field: Exclude<ProfileField, "agreement">, saved: string) => typed?.[field] ?? saved;
  const busy = navigation.state === "submitting" && navigation.formAction === PROFILE_EDIT_PATH;

  return (
    <FocusErrorForm reply={reply} action={PROFILE_EDIT_PATH} className="form account-form" noValidate>
      <FormError error={reply?.formError} />
      <TextField
        id="profile-first-name"
        name="firstName"
        label="Имя"
        autoComplete="given-name"
        required
        maxLength={60}
        defaultValue={value("firstName", user.firstName)}
        error={errors.firstName}
      />
      <TextField
        id="profile-last-name"
        name="lastName"
        label="Фамилия"
        autoComplete="family-name"
        required
        maxLength={60}
        defaultValue={value("lastName", user.lastName)}
        error={errors.lastName}
      />
      <TextField
        id="profile-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value("email", user.email)}
        error={errors.email}
      />
      <PhoneField
        id="profile-phone"
        name="phone"
        label="Телефон"
        required
        defaultValue={value("phone", user.phone ? formatPhone(user.phone) : "")}
        error={errors.phone}
      />
      <MaskedField
        id="profile-birthday"
        name="birthday"
        label="Дата рождения (ДД.ММ.ГГГГ)"
        mask={BIRTHDAY_MASK}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="ДД.ММ.ГГГГ"
        defaultValue={value("birthday", user.birthDay)}
        error={errors.birthday}
      />
      <CheckboxField
        id="profile-agreement"
        name="agreement"
        label="Согласен(на) на обработку персональных данных и получение информации о покупках"
        defaultChecked={typed ? typed.agreement === "on" : user.agreement}
        error={errors.agreement}
      />
      <ProfileActions busy={busy} label="Сохранить" busyLabel="Сохраняем…" />
    </FocusErrorForm>
  );
}
