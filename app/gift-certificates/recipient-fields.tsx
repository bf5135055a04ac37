import { TextAreaField, TextField } from "~/forms/field";
import type { ByField } from "~/forms/reply";
import type { CertificateOptions } from "~/contract/gift-certificates";
import type { CertificateField } from "./certificate-form";

type Props = {
  limits: CertificateOptions["limits"];
  values: ByField<CertificateField>;
  errors: ByField<CertificateField>;
};

/** Whom a digital certificate goes to, and what the letter says. */
export function RecipientFields({ limits, values, errors }: Props) {
  return (
    <fieldset className="certificate-form__group">
      <legend>Кому отправить</legend>
      <TextField
        id="recipientName"
        name="recipientName"
        label="Имя получателя"
        required
        maxLength={limits.name}
        autoComplete="off"
        defaultValue={values.recipientName}
        error={errors.recipientName}
      />
      <TextField
        id="recipientEmail"
        name="recipientEmail"
        label="E-mail получателя"
        type="email"
        inputMode="email"
        required
        maxLength={254}
        autoComplete="off"
        hint="Сюда придёт сертификат сразу после оплаты заказа"
        defaultValue={values.recipientEmail}
        error={errors.recipientEmail}
      />
      <TextField
        id="senderName"
        name="senderName"
        label="От кого"
        maxLength={limits.name}
        autoComplete="given-name"
        hint="Ваше имя в письме получателю"
        defaultValue={values.senderName}
        error={errors.senderName}
      />
      <TextAreaField
        id="message"
        name="message"
        label="Поздравление"
        maxLength={limits.message}
        hint={`До ${limits.message} символов`}
        defaultValue={values.message}
        error={errors.message}
      />
    </fieldset>
  );
}
