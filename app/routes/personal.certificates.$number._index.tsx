import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { BackLink } from "~/account/back-link";
import { CertificateStatus } from "~/account/certificates/certificate-table";
import { CERTIFICATE_TYPE, CertificateNumberParamSchema } from "~/account/certificates/certificates";
import { requireUser } from "~/account/guard.server";
import { formatDate } from "~/domain/dates";
import { pageMeta } from "~/seo/meta";
import { getCertificate } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/certificates/{number}/`: one of the user's certificates; another user's or an unknown one is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const number = CertificateNumberParamSchema.safeParse(args.params.number);
  if (!number.success) pageNotFound(args.request);
  const certificate = await accountData(args.request, getCertificate(api, number.data));
  return dataWithToasts({ certificate }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? `Сертификат ${data.certificate.number}` : "Сертификат", location, matches });

export default function CertificatePage() {
  const { certificate } = useLoaderData<typeof loader>();
  const active = certificate.status === "active";
  return (
    <article className="account-page certificate">
      <BackLink to={active ? "/personal/certificates/" : "/personal/certificates/completed/"}>
        {active ? "Подарочные сертификаты" : "Использованные и истёкшие"}
      </BackLink>
      <h1 className="account-page__title">
        Сертификат <span className="nowrap">{certificate.number}</span>
      </h1>
      <p className="certificate__balance">
        Остаток: <strong>{certificate.balance.format}</strong> из {certificate.amount.format}
      </p>
      <dl className="facts">
        <dt>Тип</dt>
        <dd>{CERTIFICATE_TYPE[certificate.type]}</dd>
        <dt>Номинал</dt>
        <dd>{certificate.amount.format}</dd>
        <dt>Действует до</dt>
        <dd>
          <time dateTime={certificate.expiresAt}>{formatDate(certificate.expiresAt)}</time>
        </dd>
        <dt>Статус</dt>
        <dd>
          <CertificateStatus status={certificate.status} />
        </dd>
      </dl>
      <p>
        <Link to={`/personal/certificates/${certificate.number}/history/`} className="text-link">
          История операций
        </Link>
      </p>
    </article>
  );
}
