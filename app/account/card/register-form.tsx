import { Form, Link, useNavigation } from "@remix-run/react";
import { MaskedInput } from "~/components/masked-input";
import { BIRTHDAY_MASK } from "~/domain/masks";
import { useHydrated } from "~/hooks/use-hydrated";
import { describedBy, FieldError, FormError } from "../orders/form-parts";
import type { FormState } from "../orders/form-state";
import { LOYALTY_RULES_LINK, type CardField } from "./card";

export type CardRegisterState = FormState<CardField> & { registered?: boolean };

/** Love Card registration: a plain form post without JavaScript, a client-side submission with it. */
export function CardRegisterForm({ defaults, state }: { defaults: Partial<Record<CardField, string>>; state?: CardRegisterState }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/personal/card/register") === true;
  const errors = state?.fieldErrors ?? {};
  const values = { ...defaults, ...state?.values };
  const agreed = state?.values ? state.values.agreement === "yes" : false;

  return (
    <Form method="post" className="form account-form" noValidate aria-describedby={errors.form ? "card-form-error" : undefined}>
      <FormError id="card-form-error" message={errors.form}>
        {state?.registered && (
          <Link to="/personal/card/" className="text-link">
            Перейти к карте
          </Link>
        )}
      </FormError>
      <div className="field">
        <label htmlFor="card-first-name">Имя</label>
        <input id="card-first-name" name="firstName" autoComplete="given-name" defaultValue={values.firstName} {...describedBy("card-first-name", errors.firstName)} />
        <FieldError id="card-first-name-error" message={errors.firstName} />
      </div>
      <div className="field">
        <label htmlFor="card-last-name">Фамилия</label>
        <input id="card-last-name" name="lastName" autoComplete="family-name" defaultValue={values.lastName} {...describedBy("card-last-name", errors.lastName)} />
        <FieldError id="card-last-name-error" message={errors.lastName} />
      </div>
      <div className="field">
        <label htmlFor="card-birthday">Дата рождения</label>
        <MaskedInput
          hydrated={hydrated}
          id="card-birthday"
          name="birthday"
          mask={BIRTHDAY_MASK}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="ДД.ММ.ГГГГ"
          defaultValue={values.birthday}
          error={errors.birthday}
        />
        <FieldError id="card-birthday-error" message={errors.birthday} />
      </div>
      <div className="field">
        <label htmlFor="card-email">Email</label>
        <input id="card-email" name="email" type="email" autoComplete="email" defaultValue={values.email} {...describedBy("card-email", errors.email)} />
        <FieldError id="card-email-error" message={errors.email} />
      </div>
      <div className="field field--check">
        <input id="card-agreement" name="agreement" type="checkbox" value="yes" defaultChecked={agreed} {...describedBy("card-agreement", errors.agreement)} />
        <label htmlFor="card-agreement">
          Я согласен(-на) с{" "}
          <Link to={LOYALTY_RULES_LINK} className="text-link">
            правилами программы Love Card
          </Link>
        </label>
        <FieldError id="card-agreement-error" message={errors.agreement} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        Оформить карту
      </button>
    </Form>
  );
}
