import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import { resolveImageUrl } from "~/domain/images";
import { formatPhone } from "~/domain/masks";
import { useImageOptions } from "~/hooks/use-image-options";
import type { OrderDetail } from "~/upstream/schemas/account";
import { PaymentState } from "./order-list";
import { paymentLink } from "./orders";
import { OrderTotals } from "~/account/orders/order-totals";

/** The order page: status, items, customer, delivery, payment and the summary. */
export function OrderDetailPage({ order }: { order: OrderDetail }) {
  const imageOptions = useImageOptions();
  const pay = paymentLink(order.payment);
  const customer = [order.customer.name, order.customer.lastName].filter(Boolean).join(" ");
  return (
    <article className="account-page order">
      <p className="account-page__back">
        <Link to="/personal/orders/status/all/" className="text-link">
          ← Все заказы
        </Link>
      </p>
      <h1 className="account-page__title">Заказ {order.number}</h1>
      <p className="order__meta">
        от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · <span className="order__status">{order.status.name}</span>
      </p>

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="account-page__subtitle">
          Товары
        </h2>
        <table className="account-table order-items">
          <caption className="visually-hidden">Товары заказа {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Фото</span>
              </th>
              <th scope="col">Товар</th>
              <th scope="col">Размер</th>
              <th scope="col">Количество</th>
              <th scope="col">Цена</th>
              <th scope="col">Сумма</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productId}-${item.size}-${index}`}>
                <td className="order-items__image">
                  <img src={resolveImageUrl(item.image, imageOptions)} alt="" width={60} height={80} loading="lazy" />
                </td>
                <th scope="row" data-label="Товар">
                  <Link to={item.link} className="text-link">
                    {item.name}
                  </Link>
                </th>
                <td data-label="Размер">{item.size || "—"}</td>
                <td data-label="Количество">{item.quantity}</td>
                <td data-label="Цена" className="account-table__money">
                  {item.price.format}
                </td>
                <td data-label="Сумма" className="account-table__money">
                  {item.sum.format}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="order__facts">
        <section aria-labelledby="order-customer" className="order__fact">
          <h2 id="order-customer" className="account-page__subtitle">
            Покупатель
          </h2>
          <dl className="facts">
            <dt>Имя</dt>
            <dd>{customer || "—"}</dd>
            <dt>Телефон</dt>
            <dd>{order.customer.phone ? formatPhone(order.customer.phone) : "—"}</dd>
            <dt>E-mail</dt>
            <dd>{order.customer.email || "—"}</dd>
          </dl>
        </section>

        <section aria-labelledby="order-delivery" className="order__fact">
          <h2 id="order-delivery" className="account-page__subtitle">
            Доставка
          </h2>
          <dl className="facts">
            <dt>Способ</dt>
            <dd>{order.delivery.name}</dd>
            <dt>Адрес</dt>
            <dd>{order.delivery.address || "—"}</dd>
            <dt>Дата и время</dt>
            <dd>{order.delivery.interval || "—"}</dd>
            <dt>Стоимость</dt>
            <dd>{order.delivery.price.value === 0 ? "Бесплатно" : order.delivery.price.format}</dd>
          </dl>
        </section>

        <section aria-labelledby="order-payment" className="order__fact">
          <h2 id="order-payment" className="account-page__subtitle">
            Оплата
          </h2>
          <dl className="facts">
            <dt>Способ</dt>
            <dd>{order.payment.name}</dd>
            <dt>Состояние</dt>
            <dd>
              <PaymentState isPayed={order.payment.isPayed} />
            </dd>
          </dl>
          {pay && (
            <a href={pay} className="button order__pay">
              Оплатить
            </a>
          )}
        </section>
      </div>

      <OrderTotals summary={order.summary} id="order-summary" titleClassName="account-page__subtitle" />
    </article>
  );
}
