import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { z } from "zod";
import { requireUser } from "~/account/guard.server";
import { orderHref, paymentLink } from "~/account/orders/orders";
import { PaymentMethodForm, type PaymentChangeReply } from "~/account/orders/payment-method-form";
import { RepeatOrderForm } from "~/account/orders/repeat-order-form";
import { fieldErrorsOf } from "~/forms/reply";
import { readForm } from "~/forms/read-form.server";
import { reply, upstreamReply } from "~/forms/reply.server";
import { PRIVATE } from "~/http/cache.server";
import { notFound } from "~/http/not-found.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { DEFAULT_STORE_NAME, pageMeta } from "~/seo/meta";
import { useRootData } from "~/hooks/use-root-data";
import { asPageError } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getPaymentResult } from "~/upstream-client/order.server";
import { changeOrderPayment, getOrder } from "~/upstream-client/orders.server";
import { ORDER_STATUS } from "~/contract/account";
import type { PaymentResult } from "~/contract/order";
import accountStyles from "~/styles/account.css";
import orderStyles from "~/styles/order.css";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: orderStyles },
];

/** Spec §2: the payment result uses the empty layout. */
export const handle: RouteHandle = { layout: "empty" };

/** A payment code as the payment page hands it back: URL-safe, 8–128 characters. */
const PaymentCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/**
 * `/payment/{code}/`: the result of a payment attempt. The shopper arrives here from the payment page, a
 * cross-site navigation that carries none of the SameSite=Strict cookies, so the page needs no login and no
 * token: the code alone identifies the attempt. Unknown or malformed code → 404. A declined attempt leaves its order
 * payable until its time to pay runs out; an order that is paid or cancelled (not paid in time) offers nothing to pay.
 */
export async function loader(args: LoaderFunctionArgs) {
  const pathname = new URL(args.request.url).pathname;
  const code = PaymentCodeSchema.safeParse(args.params.code ?? "");
  if (!code.success) throw notFound(pathname);
  const { api, toasts } = await upstreamWithToasts(args);
  try {
    const result = await getPaymentResult(api, code.data);
    // After a failed payment the owner of an order still alive may pay again or another way; anyone else, or an order
    // that is paid or cancelled meanwhile, sees the result only.
    const order =
      result.status === "failed" && result.closed === null && api.token
        ? await getOrder(api, result.orderId, { silent: true }).catch(() => null)
        : null;
    const payable =
      order && !order.payment.isPayed && order.status.code !== ORDER_STATUS.cancelled
        ? { id: order.id, payment: order.payment, paymentMethods: order.paymentMethods }
        : null;
    return dataWithToasts({ result, order: payable }, toasts, { headers: { "Cache-Control": PRIVATE } });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw notFound(pathname);
    throw asPageError(error);
  }
}

const PaymentChangeSchema = z.object({
  intent: z.literal("change-payment"),
  orderId: z.coerce.number().int().positive(),
  paymentId: z.coerce.number({ invalid_type_error: "Выберите способ оплаты" }).int().positive("Выберите способ оплаты"),
});
const PAYMENT_FIELDS = ["paymentId"] as const;

/**
 * Another payment method for the order whose payment failed (its owner only: a guest goes to login and comes back).
 * Success → the order's page (its 'Оплатить' link for an online method), with a toast; a refusal → next to the field.
 */
export async function action(args: ActionFunctionArgs) {
  const { api, toasts } = await requireUser(args);
  const form = await readForm(args.request);
  const parsed = PaymentChangeSchema.safeParse({ ...form, paymentId: form.paymentId || undefined });
  if (!parsed.success) return reply(toasts, fieldErrorsOf(parsed.error, PAYMENT_FIELDS));
  try {
    const order = await changeOrderPayment(api, parsed.data.orderId, parsed.data.paymentId);
    return redirectWithToasts(api, orderHref(order.id), toasts);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401)
      return redirectWithToasts(
        api,
        `/login/?redirectTo=${encodeURIComponent(new URL(args.request.url).pathname)}`,
        toasts,
      );
    return upstreamReply(toasts, error, PAYMENT_FIELDS, undefined, { toast: false });
  }
}

/** The result is one shopper's and changes (pending → paid): never cached, by a CDN or the browser. */
export const headers = () => ({ "Cache-Control": PRIVATE });

/** What the page says: the attempt's status, unless the order is paid or cancelled whatever this attempt did. */
type Outcome = PaymentResult["status"] | "cancelled";
const outcomeOf = (result: Pick<PaymentResult, "status" | "closed">): Outcome => result.closed ?? result.status;

/** A paid order of digital gift certificates only: nothing to pack, they go to the recipient by e-mail. */
const PAID_CERTIFICATES_LEAD =
  "Спасибо! Мы получили оплату и отправили сертификат с номером и кодом активации на e-mail получателя.";
const leadOf = (result: PaymentResult): string =>
  outcomeOf(result) === "paid" && !result.needsDelivery ? PAID_CERTIFICATES_LEAD : TEXT[outcomeOf(result)].lead;

const TEXT: Record<Outcome, { title: string; lead: string }> = {
  paid: { title: "Оплата прошла успешно", lead: "Спасибо! Мы получили оплату и уже собираем заказ." },
  cancelled: {
    title: "Заказ отменён: не оплачен",
    lead:
      "Оплата не поступила вовремя, поэтому заказ отменён и оплатить его нельзя. " +
      "Деньги не списаны, бонусы, сертификаты и промокод заказа снова доступны, " +
      "а товары можно вернуть в корзину одним нажатием — те, что ещё есть в продаже.",
  },
  failed: {
    title: "Оплата не прошла",
    lead:
      "Деньги не списаны, а заказ сохранён и ждёт оплаты. " +
      "Попробуйте оплатить ещё раз, другой картой или другим способом оплаты.",
  },
  pending: {
    title: "Ожидаем подтверждения оплаты",
    lead: "Банк ещё не подтвердил платёж. Обычно это занимает несколько минут — обновите страницу чуть позже.",
  },
};

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? TEXT[outcomeOf(data.result)].title : "Результат оплаты", location, matches });

export default function PaymentResultPage() {
  const { result, order } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: PaymentChangeReply | undefined = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const outcome = outcomeOf(result);
  const text = TEXT[outcome];
  const retry = order ? paymentLink(order.payment) : null;
  const storeName = useRootData()?.store.name ?? DEFAULT_STORE_NAME;
  return (
    <article className={`payment-result payment-result--${outcome}`} aria-labelledby="payment-result-title">
      <p className="payment-result__brand">
        <Link to="/" className="logo">
          {storeName}
        </Link>
      </p>
      <span className="payment-result__icon" aria-hidden="true">
        {outcome === "paid" ? "✓" : outcome === "pending" ? "…" : "✕"}
      </span>
      <h1 id="payment-result-title" className="payment-result__title">
        {text.title}
      </h1>
      <p className="payment-result__lead" role={outcome === "pending" ? "status" : undefined}>
        {leadOf(result)}
      </p>
      <dl className="facts payment-result__facts">
        <dt>Заказ</dt>
        <dd>{result.orderNumber}</dd>
        <dt>Сумма</dt>
        <dd>{result.amount.format}</dd>
      </dl>
      {retry && (
        <p>
          <a href={retry} className="button">
            Оплатить ещё раз: {order!.payment.name}
          </a>
        </p>
      )}
      {order && order.paymentMethods.length > 1 && <PaymentMethodForm order={order} errors={errors} />}
      {(outcome === "cancelled" || outcome === "failed") && (
        // The same goods in the basket again, one tap away: a new order when this one cannot be paid any more.
        <RepeatOrderForm orderId={result.orderId} label="Вернуть товары в корзину" primary={outcome === "cancelled"} />
      )}
      <ul className="payment-result__links">
        {resultLinks({ ...result, status: outcome }, order !== null).map(([to, label], index) => (
          <li key={to}>
            <Link
              to={to}
              className={index === 0 && !retry && outcome !== "cancelled" ? "button" : "button button--ghost"}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** What the shopper can do next: the main action first. */
function resultLinks(result: { status: Outcome; orderId: number; code: string }, owner: boolean): [string, string][] {
  const order = orderHref(result.orderId);
  if (result.status === "paid")
    return [
      [order, "Перейти к заказу"],
      ["/", "На главную"],
    ];
  if (result.status === "cancelled")
    return [
      [order, "Перейти к заказу"],
      ["/catalog/odezhda/", "В каталог"],
    ];
  if (result.status === "failed" && owner)
    return [
      [order, "Перейти к заказу"],
      ["/", "На главную"],
    ];
  // Without the shopper's session the page cannot offer their order's methods: logging in brings them back here.
  if (result.status === "failed") {
    const back = `/payment/${encodeURIComponent(result.code)}/`;
    return [
      [order, "Попробовать ещё раз"],
      [`/login/?redirectTo=${encodeURIComponent(back)}`, "Войти и выбрать другой способ оплаты"],
      ["/", "На главную"],
    ];
  }
  return [
    [`/payment/${encodeURIComponent(result.code)}/`, "Обновить"],
    [order, "Перейти к заказу"],
  ];
}
