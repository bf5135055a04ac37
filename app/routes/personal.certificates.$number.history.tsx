import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { AccountTable } from "~/account/account-table";
import { BackLink } from "~/account/back-link";
import {
  certificateHref,
  CertificateNumberParamSchema,
  orderIdFromNumber,
  signedMoney,
} from "~/account/certificates/certificates";
import { requireUser } from "~/account/guard.server";
import { orderHref } from "~/account/orders/orders";
import { formatDate } from "~/domain/dates";
import { pageMeta } from "~/seo/meta";
import { getCertificateHistory } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/certificates/{number}/history/`: activation and spending of one certificate, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const number = CertificateNumberParamSchema.safeParse(args.params.number);
  if (!number.success) pageNotFound(args.request);
  const { items } = await accountData(args.request, getCertificateHistory(api, number.data));
  return dataWithToasts({ number: number.data, items }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? `История сертификата ${data.number}` : "История сертификата", location, matches });

export default function CertificateHistoryPage() {
  const { number, items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <BackLink to={certificateHref(number)}>
        Сертификат <span className="nowrap">{number}</span>
      </BackLink>
      <h1 className="account-page__title">
        История сертификата <span className="nowrap">{number}</span>
      </h1>
      {items.length === 0 ? (
        <p className="account-empty">Операций по сертификату пока не было.</p>
      ) : (
        <AccountTable
          className="certificate-history"
          caption={`Операции по сертификату ${number}`}
          columns={["Дата", "Сумма", "Операция", "Заказ"]}
        >
          {items.map((item, index) => (
            <tr key={`${item.date}-${index}`}>
              <td data-label="Дата">
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </td>
              <td data-label="Сумма" className="account-table__money">
                {signedMoney(item.amount)}
              </td>
              <td data-label="Операция">{item.description}</td>
              <td data-label="Заказ">
                <OrderNumber number={item.orderNumber} />
              </td>
            </tr>
          ))}
        </AccountTable>
      )}
    </section>
  );
}

/** The order an operation belongs to: a link to its page when it is one of ours, '—' when there is none. */
function OrderNumber({ number }: { number: string | null }) {
  const orderId = number === null ? null : orderIdFromNumber(number);
  return orderId === null ? (
    <>{number ?? "—"}</>
  ) : (
    <Link to={orderHref(orderId)} className="text-link">
      {number}
    </Link>
  );
}
