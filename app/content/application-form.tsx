import { useActionData, useFetcher } from "@remix-run/react";
import { Link } from "~/components/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CheckboxField, FormError, QuietFieldErrors, TextField } from "~/forms/field";
import { HoneypotField } from "~/forms/honeypot";
import { PhoneField } from "~/forms/masked-field";
import type { ByField, FormReply } from "~/forms/reply";
import { isSending, SubmitButton } from "~/forms/submit-button";
import { useFocusFirstError } from "~/forms/use-focus-error";
import { ViaFetcherField } from "~/forms/via-fetcher";

/** The action's answer when it does not redirect: errors and typed values, or `ok` (a fetcher's accepted application). */
export type ApplicationReply<F extends string> = FormReply<F> & { ok?: true };

type Props<F extends string> = {
  /** The route that handles the form, with a trailing slash (and the page's query: a refusal renders the same page). */
  action: string;
  /** Prefixes the controls' ids and names the form's fetcher. */
  id: string;
  submitLabel: string;
  /** The fields before the consent, given the messages and the values to show. */
  children: (errors: ByField<F>, values: ByField<F>) => ReactNode;
};

/**
 * A public application form (franchising, a response to a vacancy): a plain post without JavaScript (a refusal comes
 * back as a 400 page with the messages next to the fields and the values kept; success is PRG with a toast), a fetcher
 * with it. After an accepted application the form starts empty again. It carries the consent and the honeypot.
 */
export function ApplicationForm<F extends string>({ action, id, submitLabel, children }: Props<F>) {
  const fetcher = useFetcher<ApplicationReply<string>>({ key: id });
  const actionData = useActionData<ApplicationReply<string>>();
  const reply = (fetcher.data ?? actionData) as ApplicationReply<F> | undefined;
  const errors: ByField<F> = reply?.fieldErrors ?? {};
  const values: ByField<F> = reply?.values ?? {};
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);

  // A new form (empty fields, fresh masks) after each accepted application.
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setSent((count) => count + 1);
  }, [fetcher.state, fetcher.data]);

  const consent = "consent" as F;
  return (
    <fetcher.Form
      key={sent}
      ref={form}
      method="post"
      action={action}
      className="form application-form"
      noValidate
      aria-describedby={reply?.formError ? `${id}-form-error` : undefined}
    >
      <QuietFieldErrors>
        <FormError id={`${id}-form-error`} error={reply?.formError} />
        {children(errors, values)}
        <CheckboxField
          id={`${id}-consent`}
          name="consent"
          label={
            <>
              Я согласен(-на) на обработку персональных данных в соответствии с{" "}
              <Link to="/information/privacy-policy/" className="text-link">
                политикой конфиденциальности
              </Link>
            </>
          }
          defaultChecked={values[consent] === "on"}
          error={errors[consent]}
        />
      </QuietFieldErrors>
      <HoneypotField />
      <ViaFetcherField />
      <SubmitButton busy={isSending(fetcher)} busyLabel="Отправляем…">
        {submitLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}

type ContactField = "name" | "phone" | "email";

/** Who applies, as every application asks it: name, phone and e-mail, all required. */
export function ContactFields({
  id,
  nameLabel,
  errors,
  values,
}: {
  /** The form's id: the controls' ids start with it. */
  id: string;
  nameLabel: string;
  errors: ByField<ContactField>;
  values: ByField<ContactField>;
}) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        name="name"
        label={nameLabel}
        required
        maxLength={100}
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <PhoneField
        id={`${id}-phone`}
        name="phone"
        label="Телефон"
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
    </>
  );
}
