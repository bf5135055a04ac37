import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { requireUser } from "~/account/guard.server";
import { accountData, pageNotFound } from "~/account/account-data.server";
import { DeliveryFacts, OrderFact, PaymentFacts } from "~/account/orders/order-facts";
import { OrderCertificateItems } from "~/account/orders/order-certificates";
import { PaymentState } from "~/account/orders/order-list";
import { OrderTotals } from "~/account/orders/order-totals";
import { orderHref, OrderIdParamSchema, paymentLink } from "~/account/orders/orders";
import { shipmentKind } from "~/contract/ids";
import { formatDate } from "~/domain/dates";
import { resolveImageUrl } from "~/domain/images";
import { formatPhone } from "~/domain/masks";
import { PRIVATE } from "~/http/cache.server";
import { useImageOptions } from "~/hooks/use-image-options";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { getOrder } from "~/upstream-client/orders.server";
import type { OrderDetail } from "~/contract/account";
import accountStyles from "~/styles/account.css";
import orderStyles from "~/styles/order.css";
import certificateStyles from "~/styles/certificate.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: orderStyles },
  { rel: "stylesheet", href: certificateStyles },
];

/** Spec §2: the thank-you page has no footer. */
export const handle: RouteHandle = { layout: "no-footer" };

const TITLE = "order-confirm__subtitle";

/**
 * `/order/confirm/?orderId={id}`: where a saved checkout lands (spec §4). Authorised only (spec §4 guard: a guest
 * goes to login and comes back here); the order is loaded with the user's token, so a missing, malformed,
 * unknown or another user's order id is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const id = OrderIdParamSchema.safeParse(new URL(args.request.url).searchParams.get("orderId") ?? "");
  if (!id.success) pageNotFound(args.request);
  const order = await accountData(args.request, getOrder(api, id.data));
  return dataWithToasts({ order }, toasts, { headers: { "Cache-Control": PRIVATE } });
}

export const headers = () => ({ "Cache-Control": PRIVATE });

export const meta: MetaFunction<typeof loader> = ({ location, matches }) =>
  pageMeta({ title: "Заказ оформлен", location, matches });

export default function OrderConfirmPage() {
  const { order } = useLoaderData<typeof loader>();
  const imageOptions = useImageOptions();
  const pay = paymentLink(order.payment);
  return (
    <article className="order-confirm" aria-labelledby="order-confirm-title">
      <header className="order-confirm__head">
        <h1 id="order-confirm-title" className="order-confirm__title">
          Спасибо за заказ!
        </h1>
        <p className="order-confirm__number">
          Номер заказа: <strong>{order.number}</strong>
        </p>
        <p className="order-confirm__meta">
          от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
          <span className="order__status">{order.status.name}</span> ·{" "}
          <PaymentState isPayed={order.payment.isPayed} paymentId={order.payment.id} />
        </p>
        {pay && (
          <p className="order-confirm__pay">
            <a href={pay} className="button">
              Оплатить заказ
            </a>
          </p>
        )}
      </header>

      <section className="order-confirm__next" aria-labelledby="order-confirm-next">
        <h2 id="order-confirm-next" className="order-confirm__subtitle">
          Что дальше
        </h2>
        <ol className="order-confirm__steps">
          {nextSteps(order, pay !== null).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="order-confirm__items" aria-labelledby="order-confirm-items">
        <h2 id="order-confirm-items" className="order-confirm__subtitle">
          Состав заказа
        </h2>
        <ul className="confirm-items">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${item.size}-${index}`} className="confirm-item">
              <img
                src={resolveImageUrl(item.image, imageOptions)}
                alt=""
                width={60}
                height={80}
                loading="lazy"
                decoding="async"
                className="confirm-item__image"
              />
              <div className="confirm-item__info">
                <Link to={item.link} className="text-link">
                  {item.name}
                </Link>
                <span className="confirm-item__meta">
                  {item.size ? `Размер ${item.size} · ` : ""}
                  {item.quantity} шт. × {item.price.format}
                </span>
              </div>
              <span className="confirm-item__sum">{item.sum.format}</span>
            </li>
          ))}
          <OrderCertificateItems certificates={order.certificates} />
        </ul>
      </section>

      <div className="order__facts">
        <OrderFact id="order-confirm-delivery" title="Доставка" titleClassName={TITLE}>
          <DeliveryFacts delivery={order.delivery}>
            <dt>Получатель</dt>
            <dd>
              {[order.customer.name, order.customer.lastName].filter(Boolean).join(" ") || "—"}
              {order.customer.phone && `, ${formatPhone(order.customer.phone)}`}
            </dd>
          </DeliveryFacts>
        </OrderFact>
        <OrderFact id="order-confirm-payment" title="Оплата" titleClassName={TITLE}>
          <PaymentFacts payment={order.payment} />
        </OrderFact>
      </div>

      <OrderTotals order={order} id="order-confirm-summary" titleClassName={TITLE} />

      <ul className="order-confirm__links">
        <li>
          <Link to={orderHref(order.id)} className={pay ? "button button--ghost" : "button"}>
            Заказ в личном кабинете
          </Link>
        </li>
        <li>
          <Link to="/catalog/new/" className="button button--ghost">
            Продолжить покупки
          </Link>
        </li>
      </ul>
    </article>
  );
}

/** What happens after the order, by the kind of delivery, the gift certificates in it and whether it still waits for an online payment. */
function nextSteps(order: OrderDetail, unpaid: boolean): string[] {
  const steps: string[] = [];
  if (unpaid)
    steps.push(
      "Оплатите заказ онлайн — ссылка на оплату есть на этой странице и на странице заказа в личном кабинете.",
    );
  const phone = order.customer.phone ? ` по телефону ${formatPhone(order.customer.phone)}` : "";
  if (order.items.length > 0)
    steps.push(`Мы проверим наличие товаров и свяжемся с вами${phone}, если понадобится что-то уточнить.`);
  if (order.certificates.some((certificate) => certificate.recipient)) {
    steps.push("Электронный сертификат с номером и кодом активации придёт на e-mail получателя сразу после оплаты.");
  }
  if (order.certificates.some((certificate) => !certificate.recipient))
    steps.push("Пластиковый сертификат активируется после оплаты и приедет вместе с заказом.");
  const kind = shipmentKind(order.delivery.shipmentId);
  if (kind === "courier")
    steps.push(
      `Курьер позвонит перед приездом${order.delivery.interval ? ` и привезёт заказ ${order.delivery.interval}` : ""}.`,
    );
  else if (kind === "pickupPoint")
    steps.push("Когда заказ поступит в пункт выдачи, мы пришлём уведомление. Возьмите с собой номер заказа.");
  else if (kind === "store")
    steps.push("Когда заказ будет готов к выдаче в магазине, мы пришлём уведомление. Возьмите с собой номер заказа.");
  steps.push("Статус заказа всегда виден в личном кабинете, в разделе «Мои заказы».");
  return steps;
}
