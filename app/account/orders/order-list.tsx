import { Link } from "~/components/link";
import { AccountTable, RowHeaderLink } from "~/account/account-table";
import { formatDate } from "~/domain/dates";
import { productCount } from "~/domain/plural";
import { ORDER_STATUS, type OrderSummary } from "~/contract/account";
import { PAYMENT } from "~/contract/ids";
import { AccountPagination } from "./account-pagination";
import { OrderPictures } from "./order-pictures";
import { orderHref, orderStatusHref } from "./orders";

type StatusTab = { code: string; name: string; count: number };

/** Status filters of the order list ('all' first), each a link with the number of orders. */
export function OrderStatusTabs({ statuses, current }: { statuses: StatusTab[]; current: string }) {
  return (
    <nav className="order-tabs" aria-label="Статусы заказов">
      <ul className="order-tabs__list">
        {statuses.map((status) => {
          const active = status.code === current;
          return (
            <li key={status.code}>
              <Link
                to={orderStatusHref(status.code)}
                className={active ? "order-tabs__link order-tabs__link--active" : "order-tabs__link"}
                aria-current={active ? "page" : undefined}
              >
                {status.name} <span className="order-tabs__count">({status.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Whether the order is paid. An order paid on receipt is not overdue before it is received: it says so in a calm
 * colour instead of the red «Не оплачен».
 */
export function PaymentState({ isPayed, paymentId }: { isPayed: boolean; paymentId: number | null }) {
  const [modifier, text] = isPayed
    ? ["paid", "Оплачен"]
    : paymentId === PAYMENT.onReceipt
      ? ["on-receipt", "Оплата при получении"]
      : ["unpaid", "Не оплачен"];
  return <span className={`pay-state pay-state--${modifier}`}>{text}</span>;
}

/** One page of orders as a table: number (link to the order), date, status, items (with pictures), total and payment. */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <AccountTable
      className="order-table"
      caption="Заказы"
      columns={["Номер", "Дата", "Статус", "Товары", "Сумма", "Оплата"]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <RowHeaderLink to={orderHref(order.id)} label="Номер">
            {order.number}
          </RowHeaderLink>
          <td data-label="Дата">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </td>
          <td data-label="Статус">{order.status.name}</td>
          <td data-label="Товары">
            {productCount(order.itemsCount)}
            <OrderPictures pictures={order.pictures} />
          </td>
          <td data-label="Сумма" className="account-table__money">
            {order.total.format}
          </td>
          <td data-label="Оплата">
            <PaymentState isPayed={order.isPayed} paymentId={order.paymentId} />
          </td>
        </tr>
      ))}
    </AccountTable>
  );
}

export type OrderListData = {
  items: OrderSummary[];
  statuses: StatusTab[];
  status: string;
  statusName: string;
  pagination: { page: number; pages: number; total: number };
};

export function OrderListPage({ data, pathname }: { data: OrderListData; pathname: string }) {
  const { items, statuses, status, statusName, pagination } = data;
  return (
    <section className="account-page orders">
      <h1 className="account-page__title">Мои заказы</h1>
      <OrderStatusTabs statuses={statuses} current={status} />
      {items.length === 0 ? (
        <div className="account-empty">
          <p>{status === ORDER_STATUS.all ? "У вас пока нет заказов." : `Заказов со статусом «${statusName}» нет.`}</p>
          <Link to="/catalog/odezhda/" className="button button--ghost">
            Перейти в каталог
          </Link>
        </div>
      ) : (
        <>
          <OrderTable orders={items} />
          <AccountPagination pathname={pathname} page={pagination.page} pages={pagination.pages} />
        </>
      )}
    </section>
  );
}
