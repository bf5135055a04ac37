import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { requireUser } from "~/account/guard.server";
import { OrderListPage } from "~/account/orders/order-list";
import { OrderStatusParamSchema } from "~/account/orders/orders";
import { ORDER_STATUS } from "~/contract/account";
import { isPastLastPage } from "~/domain/paging";
import { pageFromSearch } from "~/domain/url";
import { pageMeta } from "~/seo/meta";
import { getOrders } from "~/upstream-client/orders.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** `/personal/orders/status/{status}/?page=N`: the user's orders by status ('all' and the upstream's statuses). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const { request } = args;
  const status = OrderStatusParamSchema.safeParse(args.params.status);
  if (!status.success) pageNotFound(request);
  const page = pageFromSearch(new URL(request.url).searchParams);
  // An unknown status (or a page number the upstream refuses) is a 400 upstream: a 404 here.
  const list = await accountData(request, getOrders(api, status.data, page));
  const current = list.statuses.find((s) => s.code === status.data);
  if (!current || isPastLastPage(page, list.pagination.pages)) pageNotFound(request);
  const statuses = [...list.statuses].sort(
    (a, b) => Number(b.code === ORDER_STATUS.all) - Number(a.code === ORDER_STATUS.all),
  );
  return dataWithToasts(
    {
      items: list.items,
      statuses,
      status: current.code,
      statusName: current.name,
      pagination: list.pagination,
    },
    toasts,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: data && data.status !== "all" ? `Мои заказы — ${data.statusName}` : "Мои заказы",
    location,
    matches,
    pages: data?.pagination.pages,
  });

export default function OrdersByStatus() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <OrderListPage data={data} pathname={pathname} />;
}
