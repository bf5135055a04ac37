import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { orderHref } from "~/account/orders/orders";
import { PRIVATE } from "~/http/cache.server";
import { notFound } from "~/http/not-found.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { DEFAULT_STORE_NAME, pageMeta } from "~/seo/meta";
import { useRootData } from "~/hooks/use-root-data";
import { asPageError, UpstreamError, upstreamFor } from "~/upstream/client.server";
import { getPaymentResult } from "~/upstream/order.server";
import type { PaymentResult } from "~/upstream/schemas/order";

/** Spec §2: the payment result uses the empty layout. */
export const handle: RouteHandle = { layout: "empty" };

/** A payment code as the payment page hands it back: URL-safe, 8–128 characters. */
const PaymentCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/**
 * `/payment/{code}/`: the result of a payment attempt. The shopper arrives here from the payment page, a
 * cross-site navigation that carries none of the SameSite=Strict cookies, so the page needs no login and no
 * token: the code alone identifies the attempt. Unknown or malformed code → 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const pathname = new URL(args.request.url).pathname;
  const code = PaymentCodeSchema.safeParse(args.params.code ?? "");
  if (!code.success) throw notFound(pathname);
  const api = await upstreamFor(args);
  try {
    const result = await getPaymentResult(api, code.data);
    return api.json({ result }, { headers: { "Cache-Control": PRIVATE } });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw notFound(pathname);
    throw asPageError(error);
  }
}

/** The result is one shopper's and changes (pending → paid): never cached, by a CDN or the browser. */
export const headers = () => ({ "Cache-Control": PRIVATE });

const TEXT: Record<PaymentResult["status"], { title: string; lead: string }> = {
  paid: { title: "Оплата прошла успешно", lead: "Спасибо! Мы получили оплату и уже собираем заказ." },
  failed: { title: "Оплата не прошла", lead: "Деньги не списаны. Попробуйте оплатить ещё раз или выберите другой способ оплаты." },
  pending: { title: "Ожидаем подтверждения оплаты", lead: "Банк ещё не подтвердил платёж. Обычно это занимает несколько минут — обновите страницу чуть позже." },
};

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data ? TEXT[data.result.status].title : "Результат оплаты", location, matches });

export default function PaymentResultPage() {
  const { result } = useLoaderData<typeof loader>();
  const text = TEXT[result.status];
  const storeName = useRootData()?.store.name ?? DEFAULT_STORE_NAME;
  return (
    <article className={`payment-result payment-result--${result.status}`} aria-labelledby="payment-result-title">
      <p className="payment-result__brand">
        <Link to="/" className="logo">
          {storeName}
        </Link>
      </p>
      <span className="payment-result__icon" aria-hidden="true">
        {result.status === "paid" ? "✓" : result.status === "failed" ? "✕" : "…"}
      </span>
      <h1 id="payment-result-title" className="payment-result__title">
        {text.title}
      </h1>
      <p className="payment-result__lead" role={result.status === "pending" ? "status" : undefined}>
        {text.lead}
      </p>
      <dl className="facts payment-result__facts">
        <dt>Заказ</dt>
        <dd>{result.orderNumber}</dd>
        <dt>Сумма</dt>
        <dd>{result.amount.format}</dd>
      </dl>
      <ul className="payment-result__links">
        {resultLinks(result).map(([to, label], index) => (
          <li key={to}>
            <Link to={to} className={index === 0 ? "button" : "button button--ghost"}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** What the shopper can do next: the main action first. */
function resultLinks(result: { status: "paid" | "failed" | "pending"; orderId: number; code: string }): [string, string][] {
  const order = orderHref(result.orderId);
  if (result.status === "paid") return [[order, "Перейти к заказу"], ["/", "На главную"]];
  if (result.status === "failed") return [[order, "Попробовать ещё раз"], ["/", "На главную"]];
  return [[`/payment/${encodeURIComponent(result.code)}/`, "Обновить"], [order, "Перейти к заказу"]];
}
