import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/link";
import { BIRTHDAY_MASK } from "~/domain/masks";
import { CheckboxField, FormError, TextField } from "~/forms/field";
import { MaskedField } from "~/forms/masked-field";
import type { FormReply } from "~/forms/reply";
import { SubmitButton } from "~/forms/submit-button";
import { LOYALTY_RULES_LINK, type CardField } from "./card";

/** The action's answer when it does not redirect; `registered`: the user has a card already. */
export type CardRegisterReply = FormReply<CardField> & { registered?: boolean };

/** Love Card registration: a plain form post without JavaScript, a client-side submission with it. */
export function CardRegisterForm({
  defaults,
  reply,
}: {
  defaults: Partial<Record<CardField, string>>;
  reply?: CardRegisterReply;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/personal/card/register") === true;
  const errors = reply?.fieldErrors ?? {};
  const values = { ...defaults, ...reply?.values };

  return (
    <Form
      method="post"
      className="form account-form"
      noValidate
      aria-describedby={reply?.formError ? "card-form-error" : undefined}
    >
      <FormError id="card-form-error" error={reply?.formError}>
        {reply?.registered && (
          <Link to="/personal/card/" className="text-link">
            Перейти к карте
          </Link>
        )}
      </FormError>
      <TextField
        id="card-first-name"
        name="firstName"
        label="Имя"
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
      />
      <TextField
        id="card-last-name"
        name="lastName"
        label="Фамилия"
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
      />
      <MaskedField
        id="card-birthday"
        name="birthday"
        label="Дата рождения"
        mask={BIRTHDAY_MASK}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="ДД.ММ.ГГГГ"
        defaultValue={values.birthday}
        error={errors.birthday}
      />
      <TextField
        id="card-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <CheckboxField
        id="card-agreement"
        name="agreement"
        value="yes"
        label={
          <>
            Я согласен(-на) с{" "}
            <Link to={LOYALTY_RULES_LINK} className="text-link">
              правилами программы Love Card
            </Link>
          </>
        }
        defaultChecked={reply?.values ? reply.values.agreement === "yes" : false}
        error={errors.agreement}
      />
      <SubmitButton busy={busy}>Оформить карту</SubmitButton>
    </Form>
  );
}
