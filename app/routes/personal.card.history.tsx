import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { AccountTable } from "~/account/account-table";
import { BackLink } from "~/account/back-link";
import { signedBonuses } from "~/account/card/card";
import { CardInvitation } from "~/account/card/card-view";
import { requireUser } from "~/account/guard.server";
import { AccountPagination } from "~/account/orders/account-pagination";
import { isPastLastPage } from "~/domain/paging";
import { formatDate } from "~/domain/dates";
import { pageFromSearch } from "~/domain/url";
import { pageMeta } from "~/seo/meta";
import { getLoyalty, getLoyaltyHistory } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/card/history/?page=N`: bonus accruals (+) and spending (−), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const { request } = args;
  const page = pageFromSearch(new URL(request.url).searchParams);
  const [{ card }, history] = await Promise.all([
    accountData(request, getLoyalty(api), []),
    accountData(request, getLoyaltyHistory(api, page)),
  ]);
  if (isPastLastPage(page, history.pagination.pages)) pageNotFound(request);
  return dataWithToasts(
    {
      hasCard: card !== null,
      balance: card?.balance ?? 0,
      items: history.items,
      pagination: history.pagination,
    },
    toasts,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: "История бонусов", location, matches, pages: data?.pagination.pages });

export default function CardHistoryPage() {
  const { hasCard, items, pagination } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <section className="account-page">
      <BackLink to="/personal/card/">Love Card</BackLink>
      <h1 className="account-page__title">История бонусов</h1>
      {!hasCard ? (
        <CardInvitation />
      ) : items.length === 0 ? (
        <p className="account-empty">Начислений и списаний пока не было.</p>
      ) : (
        <>
          <AccountTable
            className="bonus-history"
            caption="Начисления и списания бонусов"
            columns={["Дата", "Операция", "Бонусы"]}
          >
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label="Дата">
                  <time dateTime={item.date}>{formatDate(item.date)}</time>
                </td>
                <td data-label="Операция">{item.description}</td>
                <td
                  data-label="Бонусы"
                  className={`account-table__money bonus-history__amount bonus-history__amount--${item.type}`}
                >
                  <span className="visually-hidden">{item.type === "accrual" ? "Начислено" : "Списано"} </span>
                  {signedBonuses(item.type, item.amount)}
                </td>
              </tr>
            ))}
          </AccountTable>
          <AccountPagination pathname={pathname} page={pagination.page} pages={pagination.pages} />
        </>
      )}
    </section>
  );
}
