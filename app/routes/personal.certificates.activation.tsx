import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { userOnly } from "~/account/account-data.server";
import { BackLink } from "~/account/back-link";
import { ActivationForm } from "~/account/certificates/activation-form";
import {
  ActivateCertificateSchema,
  CERTIFICATE_FIELDS,
  certificateHref,
  type CertificateField,
} from "~/account/certificates/certificates";
import { fieldErrorsOf, pickValues, type FormReply } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamConfirmation, upstreamReply } from "~/forms/reply.server";
import { clientTry, CERTIFICATE_TRIES } from "~/http/client-limit.server";
import { pageMeta } from "~/seo/meta";
import { activateCertificate } from "~/upstream-client/orders.server";

/** `/personal/certificates/activation/`: number and code; success goes to the certificate's page. */
export const loader = (args: LoaderFunctionArgs) => userOnly(args);

export async function action(args: ActionFunctionArgs) {
  const { api, toasts, form } = await readUserForm(args);
  const values = pickValues(form, CERTIFICATE_FIELDS);
  const parsed = ActivateCertificateSchema.safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, CERTIFICATE_FIELDS), values });
  const tried = await clientTry(args, CERTIFICATE_TRIES);
  if (!tried.allowed)
    return reply(toasts, { formError: `Слишком много попыток. Повторите через ${tried.minutes} мин.`, values }, 429);

  const activated = await attempt(args.request, activateCertificate(api, parsed.data.number, parsed.data.code));
  if (!activated.ok) {
    // Wrong number or code (400, field code) sits at the field; already activated, expired (409)
    // and too many attempts (429) belong to the whole form.
    const fields = activated.error.status === 400 ? CERTIFICATE_FIELDS : [];
    return upstreamReply(toasts, activated.error, fields, { values }, { toast: false });
  }
  return succeed(
    api,
    toasts,
    certificateHref(activated.value.number),
    upstreamConfirmation(toasts) ?? "Сертификат активирован",
  );
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Активация сертификата", location, matches });

export default function CertificateActivationPage() {
  const reply = useActionData<FormReply<CertificateField>>();
  return (
    <section className="account-page">
      <BackLink to="/personal/certificates/">Подарочные сертификаты</BackLink>
      <h1 className="account-page__title">Активация сертификата</h1>
      <p>
        Введите номер сертификата и код активации — они напечатаны на пластиковом сертификате или пришли в письме с
        электронным.
      </p>
      <ActivationForm reply={reply} />
    </section>
  );
}
