import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userData } from "~/account/account-data.server";
import { BackLink } from "~/account/back-link";
import { CertificateTable } from "~/account/certificates/certificate-table";
import { pageMeta } from "~/seo/meta";
import { getCertificates } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/certificates/completed/`: used up and expired certificates with their status. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    toasts,
    data: { items },
  } = await userData(args, (api) => getCertificates(api, "completed"));
  return dataWithToasts({ items }, toasts);
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Использованные сертификаты", location, matches });

export default function CompletedCertificatesPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <BackLink to="/personal/certificates/">Подарочные сертификаты</BackLink>
      <h1 className="account-page__title">Использованные и истёкшие сертификаты</h1>
      {items.length === 0 ? (
        <p className="account-empty">Использованных и истёкших сертификатов нет.</p>
      ) : (
        <CertificateTable items={items} caption="Использованные и истёкшие сертификаты" withStatus />
      )}
    </section>
  );
}
