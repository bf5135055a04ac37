import express, { Router, type Response } from "express";
import { escapeHtml } from "../http/html";
import type { PaymentResult } from "../../../app/contract/order";
import type { PaymentView } from "../account/payments";
import type { UpstreamContext } from "../context";
import { formatRoubles } from "../format";
import { HttpError, sendData } from "../http/envelope";

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f4f4f5; }
  main { max-width: 420px; margin: 10vh auto; padding: 32px 24px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { margin: 0 0 8px; font-size: 24px; }
  p { margin: 0 0 16px; color: #52525b; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 24px 0; }
  dt { color: #52525b; } dd { margin: 0; font-weight: 600; text-align: right; }
  .buttons { display: flex; flex-direction: column; gap: 12px; }
  button, a.button { display: block; width: 100%; box-sizing: border-box; padding: 14px; border-radius: 8px; font: inherit; font-weight: 600;
    text-align: center; text-decoration: none; cursor: pointer; border: 2px solid #1a1a1a; }
  button[value="pay"] { background: #1a1a1a; color: #fff; }
  button[value="decline"], a.button { background: #fff; color: #1a1a1a; }
  a.button.main { background: #1a1a1a; color: #fff; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .note { margin-top: 24px; font-size: 14px; color: #71717a; }
  [role="status"], [role="alert"] { padding: 12px; border-radius: 8px; background: #fef3c7; color: #78350f; }
`;

function page(res: Response, status: number, title: string, body: string, formAction: string | null = null): void {
  // The form's answer redirects to the return address: another origin when absolute, 'self' when a path.
  const formOrigin = formAction !== null && URL.canParse(formAction) ? ` ${new URL(formAction).origin}` : "";
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    })
    .send(
      `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — демо-оплата LOVE STORE</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="note">Демо-страница оплаты: деньги не списываются, данные карты не нужны.</p>
</main>
</body>
</html>`,
    );
}

/** The page of an attempt; `retry` is the order's next attempt after this one failed (null: nothing to retry). */
function paymentPage(res: Response, payment: PaymentView, retry: string | null): void {
  const details = detailsOf(payment);
  const back = backLink(payment);
  if (payment.closed === "paid") {
    page(res, 200, "Заказ оплачен", `<h1>Заказ оплачен</h1>${details}${back}`);
    return;
  }
  if (payment.closed === "cancelled") {
    cancelledPage(res, 200, payment, details, back);
    return;
  }
  const deadline =
    payment.payBy === null
      ? ""
      : `<p>Оплатите до ${moscowTime(payment.payBy)} по московскому времени — потом заказ отменится, а товары вернутся в продажу.</p>`;
  if (payment.status === "failed") {
    // A settled attempt is never paid again: another try is an attempt of its own.
    const again = retry === null ? "" : `<a class="button main" href="${escapeHtml(retry)}">Оплатить ещё раз</a>`;
    page(
      res,
      200,
      "Оплата не прошла",
      `<h1>Оплата не прошла</h1>
<p role="status">Деньги не списаны, заказ ${escapeHtml(payment.orderNumber)} ждёт оплаты.</p>
${retry === null ? "" : deadline}${details}
<div class="buttons">${again}${back}</div>`,
    );
    return;
  }
  page(
    res,
    200,
    `Оплата заказа ${payment.orderNumber}`,
    `<h1>Оплата заказа</h1>
${deadline}${details}
<form method="post" class="buttons">
  <button type="submit" name="action" value="pay">Оплатить ${escapeHtml(formatRoubles(payment.amount))}</button>
  <button type="submit" name="action" value="decline">Отказаться</button>
</form>`,
    payment.returnTo,
  );
}

/** A cancelled order: nothing to pay (409 when a payment was just tried: it is refused, nothing is charged). */
function cancelledPage(res: Response, status: 200 | 409, payment: PaymentView, details: string, back: string): void {
  const refused = status === 409 ? `<p role="alert">Оплата не принята: деньги не списаны.</p>` : "";
  page(
    res,
    status,
    "Заказ отменён: не оплачен",
    `<h1>Заказ отменён: не оплачен</h1>
${refused}<p>Время на оплату истекло, поэтому заказ ${escapeHtml(payment.orderNumber)} отменён.
Оплатить его нельзя: товары вернулись в продажу. В магазине их можно снова положить в корзину.</p>${details}${back}`,
  );
}

const detailsOf = (payment: PaymentView) => `<dl>
  <dt>Заказ</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
  <dt>Способ оплаты</dt><dd>${escapeHtml(payment.paymentName)}</dd>
  <dt>Сумма</dt><dd>${escapeHtml(formatRoubles(payment.amount))}</dd>
</dl>`;
const backLink = (payment: PaymentView) =>
  `<a class="button" href="${escapeHtml(payment.returnTo)}">Вернуться в магазин</a>`;

/** Unix seconds → `14:35` in Moscow (UTC+3), where the shop's clock runs. */
const moscowTime = (unixSeconds: number): string =>
  new Date((unixSeconds + 3 * 3600) * 1000).toISOString().slice(11, 16);

const notFoundPage = (res: Response) =>
  page(
    res,
    404,
    "Платёж не найден",
    "<h1>Платёж не найден</h1><p>Ссылка на оплату неверна или устарела. Откройте заказ в личном кабинете.</p>",
  );

/**
 * The demo payment page GET /pay/{code} (HTML) and its form POST /pay/{code} (`action=pay|decline`, then a 303 to
 * `{returnUrl}/payment/{code}/`), and GET /api/payment/{code} (PaymentResultSchema). No token: the code is the key.
 * A declined attempt stays failed, its page linking to the order's next attempt while the order may be paid; a payment
 * of a cancelled order (past its time to pay) is refused with a 409 page.
 */
export function paymentRoutes({ payments, log }: UpstreamContext): Router {
  return Router()
    .get("/api/payment/:code", (req, res) => {
      const data: PaymentResult | undefined = payments.result(req.params.code);
      if (!data) throw HttpError.of(404, "Платёж не найден", { code: "payment_not_found" });
      sendData(res, data);
    })
    .get("/pay/:code", (req, res) => {
      const payment = payments.view(req.params.code);
      if (!payment) return notFoundPage(res);
      paymentPage(res, payment, payments.retryLink(payment.code));
    })
    .post("/pay/:code", express.urlencoded({ extended: false, limit: "2kb", parameterLimit: 10 }), (req, res) => {
      const action: unknown = (req.body as Record<string, unknown> | undefined)?.action;
      if (!payments.view(req.params.code)) return notFoundPage(res);
      if (action !== "pay" && action !== "decline") {
        page(
          res,
          400,
          "Ошибка",
          "<h1>Не удалось обработать оплату</h1><p>Нажмите «Оплатить» или «Отказаться» на странице оплаты.</p>",
        );
        return;
      }
      const payment = payments.settle(req.params.code, action)!;
      const { orderId, status, closed } = payment;
      log({ level: "info", msg: "payment", orderId, action, status, closed });
      // A payment never revives a cancelled order: refused, nothing charged.
      if (action === "pay" && closed === "cancelled") {
        return cancelledPage(res, 409, payment, detailsOf(payment), backLink(payment));
      }
      res.redirect(303, payment.returnTo);
    });
}
