import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { certificateHref, CertificateNumberParamSchema, orderIdFromNumber, signedMoney } from "~/account/certificates/certificates";
import { requireUser } from "~/account/guard.server";
import { accountData, pageNotFound } from "~/account/orders/account-data.server";
import { orderHref } from "~/account/orders/orders";
import { formatDate } from "~/domain/dates";
import { pageMeta } from "~/seo/meta";
import { getCertificateHistory } from "~/upstream/orders.server";

/** `/personal/certificates/{number}/history/`: activation and spending of one certificate, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await requireUser(args);
  const number = CertificateNumberParamSchema.safeParse(args.params.number);
  if (!number.success) pageNotFound(args.request);
  const { items } = await accountData(args.request, getCertificateHistory(api, number.data));
  return api.json({ number: number.data, items });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? `История сертификата ${data.number}` : "История сертификата", location, matches });

export default function CertificateHistoryPage() {
  const { number, items } = useLoaderData<typeof loader>();
  return (
    <section className="account-page">
      <p className="account-page__back">
        <Link to={certificateHref(number)} className="text-link">
          ← Сертификат {number}
        </Link>
      </p>
      <h1 className="account-page__title">История сертификата {number}</h1>
      {items.length === 0 ? (
        <p className="account-empty">Операций по сертификату пока не было.</p>
      ) : (
        <table className="account-table certificate-history">
          <caption className="visually-hidden">Операции по сертификату {number}</caption>
          <thead>
            <tr>
              <th scope="col">Дата</th>
              <th scope="col">Сумма</th>
              <th scope="col">Операция</th>
              <th scope="col">Заказ</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const orderId = orderIdFromNumber(item.orderNumber);
              return (
                <tr key={`${item.date}-${index}`}>
                  <td data-label="Дата">
                    <time dateTime={item.date}>{formatDate(item.date)}</time>
                  </td>
                  <td data-label="Сумма" className="account-table__money">
                    {signedMoney(item.amount)}
                  </td>
                  <td data-label="Операция">{item.description}</td>
                  <td data-label="Заказ">
                    {item.orderNumber === null ? (
                      "—"
                    ) : orderId === null ? (
                      item.orderNumber
                    ) : (
                      <Link to={orderHref(orderId)} className="text-link">
                        {item.orderNumber}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
