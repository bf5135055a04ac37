import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ActivationForm, type ActivationState } from "~/account/certificates/activation-form";
import { ActivateCertificateSchema, CERTIFICATE_FIELDS, certificateHref } from "~/account/certificates/certificates";
import { loginRedirect, requireUser } from "~/account/guard.server";
import { dropErrorToasts, successRedirect } from "~/account/orders/account-data.server";
import { fieldErrorsOf, formValues, upstreamFieldErrors } from "~/account/orders/form-state";
import { pageMeta } from "~/seo/meta";
import { UpstreamError } from "~/upstream/client.server";
import { activateCertificate } from "~/upstream/orders.server";

/** `/personal/certificates/activation/`: number and code; success goes to the certificate's page. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await requireUser(args);
  return api.json({});
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await requireUser(args);
  const form = await args.request.formData();
  const values = formValues(form, CERTIFICATE_FIELDS);
  const reply = (state: ActivationState, status: number) => api.json(state, { status });

  const parsed = ActivateCertificateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error, CERTIFICATE_FIELDS), values }, 400);

  let number: string;
  try {
    number = (await activateCertificate(api, parsed.data.number, parsed.data.code)).number;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) throw loginRedirect(args.request);
    // Wrong number or code (400, field code) sits at the field; already activated, expired (409)
    // and too many attempts (429) belong to the whole form.
    const fieldErrors = error.status === 400 ? upstreamFieldErrors(error.errors, CERTIFICATE_FIELDS, error.message) : { form: error.message };
    dropErrorToasts(api, Object.values(fieldErrors));
    const status = error.status === 409 || error.status === 429 ? error.status : error.status >= 500 ? 502 : 400;
    return reply({ fieldErrors, values }, status);
  }
  return successRedirect(api, certificateHref(number), "Сертификат активирован");
}

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Активация сертификата", location, matches });

export default function CertificateActivationPage() {
  const state = useActionData<typeof action>();
  return (
    <section className="account-page">
      <p className="account-page__back">
        <Link to="/personal/certificates/" className="text-link">
          ← Подарочные сертификаты
        </Link>
      </p>
      <h1 className="account-page__title">Активация сертификата</h1>
      <p>Введите номер сертификата и код активации — они напечатаны на пластиковом сертификате или пришли в письме с электронным.</p>
      <ActivationForm state={state} />
    </section>
  );
}
