import { Form, useNavigation } from "@remix-run/react";
import { MaskedInput } from "~/components/masked-input";
import { useHydrated } from "~/hooks/use-hydrated";
import { FieldError, FormError } from "../orders/form-parts";
import type { FormState } from "../orders/form-state";
import type { CertificateField } from "./certificates";

export type ActivationState = FormState<CertificateField>;

/** Number and code of a gift certificate; works as a plain form post and, with JavaScript, without a reload. */
export function ActivationForm({ state }: { state?: ActivationState }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/personal/certificates/activation") === true;
  const errors = state?.fieldErrors ?? {};
  const values = state?.values ?? {};
  return (
    <Form method="post" className="form account-form" noValidate aria-describedby={errors.form ? "activation-form-error" : undefined}>
      <FormError id="activation-form-error" message={errors.form} />
      <div className="field">
        <label htmlFor="certificate-number">Номер сертификата</label>
        <MaskedInput
          hydrated={hydrated}
          id="certificate-number"
          name="number"
          mask="0000-0000-0000-0000"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000-0000-0000-0000"
          defaultValue={values.number}
          error={errors.number}
        />
        <FieldError id="certificate-number-error" message={errors.number} />
      </div>
      <div className="field">
        <label htmlFor="certificate-code">Код активации</label>
        <MaskedInput
          hydrated={hydrated}
          id="certificate-code"
          name="code"
          mask="0000"
          inputMode="numeric"
          autoComplete="off"
          placeholder="____"
          defaultValue={values.code}
          error={errors.code}
        />
        <FieldError id="certificate-code-error" message={errors.code} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        Активировать
      </button>
    </Form>
  );
}
