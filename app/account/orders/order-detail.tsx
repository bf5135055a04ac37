import { AccountTable, RowHeaderLink } from "~/account/account-table";
import { BackLink } from "~/account/back-link";
import { formatDate } from "~/domain/dates";
import { resolveImageUrl } from "~/domain/images";
import { formatPhone } from "~/domain/masks";
import { useImageOptions } from "~/hooks/use-image-options";
import type { OrderDetail } from "~/contract/account";
import { OrderCertificateItems } from "./order-certificates";
import { DeliveryFacts, OrderFact, PaymentFacts } from "./order-facts";
import { OrderTotals } from "./order-totals";
import { paymentLink } from "./orders";
import { RepeatOrderForm } from "./repeat-order-form";
import { ORDER_STATUS } from "~/contract/account";

const TITLE = "account-page__subtitle";

/** The order page: status, items, customer, delivery, payment and the summary. */
export function OrderDetailPage({ order }: { order: OrderDetail }) {
  const imageOptions = useImageOptions();
  const pay = paymentLink(order.payment);
  const customer = [order.customer.name, order.customer.lastName].filter(Boolean).join(" ");
  return (
    <article className="account-page order">
      <BackLink to="/personal/orders/status/all/">Все заказы</BackLink>
      <h1 className="account-page__title">Заказ {order.number}</h1>
      <p className="order__meta">
        от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
        <span className="order__status">{order.status.name}</span>
      </p>

      {order.items.length > 0 && (
        <section aria-labelledby="order-items">
          <h2 id="order-items" className={TITLE}>
            Товары
          </h2>
          <AccountTable
            className="order-items"
            caption={`Товары заказа ${order.number}`}
            columns={[
              <span key="photo" className="visually-hidden">
                Фото
              </span>,
              "Товар",
              "Размер",
              "Количество",
              "Цена",
              "Сумма",
            ]}
          >
            {order.items.map((item, index) => (
              <tr key={`${item.productId}-${item.size}-${index}`}>
                <td className="order-items__image">
                  <img src={resolveImageUrl(item.image, imageOptions)} alt="" width={60} height={80} loading="lazy" />
                </td>
                <RowHeaderLink to={item.link} label="Товар">
                  {item.name}
                </RowHeaderLink>
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
          </AccountTable>
        </section>
      )}

      {order.certificates.length > 0 && (
        <section aria-labelledby="order-certificates">
          <h2 id="order-certificates" className={TITLE}>
            Подарочные сертификаты
          </h2>
          <ul className="confirm-items">
            <OrderCertificateItems certificates={order.certificates} />
          </ul>
        </section>
      )}

      <div className="order__facts">
        <OrderFact id="order-customer" title="Покупатель" titleClassName={TITLE}>
          <dl className="facts">
            <dt>Имя</dt>
            <dd>{customer || "—"}</dd>
            <dt>Телефон</dt>
            <dd>{order.customer.phone ? formatPhone(order.customer.phone) : "—"}</dd>
            <dt>E-mail</dt>
            <dd>{order.customer.email || "—"}</dd>
          </dl>
        </OrderFact>

        <OrderFact id="order-delivery" title="Доставка" titleClassName={TITLE}>
          <DeliveryFacts delivery={order.delivery}>
            <dt>Стоимость</dt>
            <dd>{order.delivery.price.value === 0 ? "Бесплатно" : order.delivery.price.format}</dd>
          </DeliveryFacts>
        </OrderFact>

        <OrderFact id="order-payment" title="Оплата" titleClassName={TITLE}>
          <PaymentFacts payment={order.payment} />
          {pay && (
            <a href={pay} className="button order__pay">
              Оплатить
            </a>
          )}
        </OrderFact>
      </div>

      <OrderTotals order={order} id="order-summary" titleClassName={TITLE} />
      {order.items.some((item) => item.offerId !== undefined) && (
        <RepeatOrderForm
          orderId={order.id}
          label={order.status.code === ORDER_STATUS.cancelled ? "Вернуть товары в корзину" : "Повторить заказ"}
          primary={order.status.code === ORDER_STATUS.cancelled}
        />
      )}
    </article>
  );
}
