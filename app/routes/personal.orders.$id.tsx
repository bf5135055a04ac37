import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { requireUser } from "~/account/guard.server";
import { OrderDetailPage } from "~/account/orders/order-detail";
import { OrderIdParamSchema } from "~/account/orders/orders";
import { pageMeta } from "~/seo/meta";
import { getOrder } from "~/upstream-client/orders.server";
import orderStyles from "~/styles/order.css";
import certificateStyles from "~/styles/certificate.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: orderStyles },
  { rel: "stylesheet", href: certificateStyles },
];

/** `/personal/orders/{id}/`: one order of the user; another user's or an unknown id is a 404 (as the upstream answers). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const id = OrderIdParamSchema.safeParse(args.params.id);
  if (!id.success) pageNotFound(args.request);
  const order = await accountData(args.request, getOrder(api, id.data));
  return dataWithToasts({ order }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? `Заказ ${data.order.number}` : "Заказ", location, matches });

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  return <OrderDetailPage order={order} />;
}
