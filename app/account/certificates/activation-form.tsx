import { Form, useNavigation } from "@remix-run/react";
import { FormError } from "~/forms/field";
import { MaskedField } from "~/forms/masked-field";
import type { FormReply } from "~/forms/reply";
import { SubmitButton } from "~/forms/submit-button";
import type { CertificateField } from "./certificates";

const digits = { inputMode: "numeric", autoComplete: "off" } as const;

/** Number and code of a gift certificate; works as a plain form post and, with JavaScript, without a reload. */
export function ActivationForm({ reply }: { reply?: FormReply<CertificateField> }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/personal/certificates/activation") === true;
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  return (
    <Form
      method="post"
      className="form account-form"
      noValidate
      aria-describedby={reply?.formError ? "activation-form-error" : undefined}
    >
      <FormError id="activation-form-error" error={reply?.formError} />
      <MaskedField
        {...digits}
        id="certificate-number"
        name="number"
        label="Номер сертификата"
        mask="0000-0000-0000-0000"
        placeholder="0000-0000-0000-0000"
        defaultValue={values.number}
        error={errors.number}
      />
      <MaskedField
        {...digits}
        id="certificate-code"
        name="code"
        label="Код активации"
        mask="00000000"
        placeholder="________"
        defaultValue={values.code}
        error={errors.code}
      />
      <SubmitButton busy={busy}>Активировать</SubmitButton>
    </Form>
  );
}
