import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CertificateTable } from "~/account/certificates/certificate-table";
import { requireUser } from "~/account/guard.server";
import { accountData } from "~/account/orders/account-data.server";
import { pageMeta } from "~/seo/meta";
import { getCertificates } from "~/upstream/orders.server";

/** `/personal/certificates/completed/`: used up and expired certificates with their status. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await requireUser(args);
  const { items } = await accountData(args.request, getCertificates(api, "completed"), []);
  return api.json({ items });
}

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Использованные сертификаты", location, matches });

export default function CompletedCertificatesPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <p className="account-page__back">
        <Link to="/personal/certificates/" className="text-link">
          ← Подарочные сертификаты
        </Link>
      </p>
      <h1 className="account-page__title">Использованные и истёкшие сертификаты</h1>
      {items.length === 0 ? (
        <p className="account-empty">Использованных и истёкших сертификатов нет.</p>
      ) : (
        <CertificateTable items={items} caption="Использованные и истёкшие сертификаты" withStatus />
      )}
    </section>
  );
}
