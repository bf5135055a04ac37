import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { userData } from "~/account/account-data.server";
import { CertificateTable } from "~/account/certificates/certificate-table";
import { pageMeta } from "~/seo/meta";
import { getCertificates } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/certificates/`: the user's active gift certificates. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    toasts,
    data: { items },
  } = await userData(args, (api) => getCertificates(api, "active"));
  return dataWithToasts({ items }, toasts);
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Подарочные сертификаты", location, matches });

export default function CertificatesPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <h1 className="account-page__title">Подарочные сертификаты</h1>
      <ul className="account-links account-links--actions">
        <li>
          <Link to="/personal/certificates/activation/" className="button">
            Активировать сертификат
          </Link>
        </li>
        <li>
          <Link to="/personal/certificates/completed/" className="button button--ghost">
            Использованные и истёкшие
          </Link>
        </li>
      </ul>
      {items.length === 0 ? (
        <div className="account-empty">
          <p>У вас нет активных сертификатов.</p>
          <p>
            Активируйте полученный сертификат или{" "}
            <Link to="/certificate/digital/" className="text-link">
              купите подарочный сертификат
            </Link>
            .
          </p>
        </div>
      ) : (
        <CertificateTable items={items} caption="Активные сертификаты" />
      )}
    </section>
  );
}
