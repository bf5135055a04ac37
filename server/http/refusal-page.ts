import type { Request, Response } from "express";
import { FORM_REFUSALS } from "../../app/forms/form-limits";
import { refusalPage } from "../../app/http/refusal-page";

export { refusalPage };

/**
 * A request the server refuses before the store sees it: its status, what the shopper is told and, for the request's
 * log line, why (the title when not given).
 */
export type Refusal = { status: number; title: string; text: string; reason?: string };

export const REFUSALS = {
  crossSite: {
    status: 403,
    reason: "cross-site request",
    title: "Запрос отклонён",
    text: "Форма была отправлена с другого сайта, поэтому магазин её не принял. Откройте страницу магазина и повторите действие на ней.",
  },
  // A body over the byte limit, a form with too many fields or too long a field: the app's reader says the same.
  tooLarge: { ...FORM_REFUSALS.tooLarge, reason: "body too large" },
  tooManyFields: { ...FORM_REFUSALS.tooManyFields, reason: "too many form fields" },
  fieldTooLong: { ...FORM_REFUSALS.fieldTooLong, reason: "form field too long" },
  longUrl: {
    status: 414,
    reason: "URL too long",
    title: "Слишком длинный адрес",
    text: "Адрес страницы слишком длинный. Проверьте ссылку или начните с главной страницы.",
  },
  badUrl: {
    status: 400,
    reason: "undecodable path",
    title: "Неверный адрес страницы",
    text: "В адресе страницы есть недопустимые символы. Проверьте ссылку или начните с главной страницы.",
  },
  badHost: {
    status: 400,
    reason: "no valid Host",
    title: "Неверный адрес сайта",
    text: "Запрос не называет адрес магазина или называет его с ошибкой. Откройте магазин по его обычному адресу.",
  },
  otherHost: {
    status: 403,
    reason: "form posted on another host than PUBLIC_ORIGIN",
    title: "Запрос отклонён",
    text: "Форма была отправлена с другого адреса магазина, поэтому магазин её не принял. Откройте главную страницу магазина и повторите действие на ней.",
  },
  plainHttp: {
    status: 403,
    reason: "plain http on a host that is not loopback: the browser keeps no Secure cookie",
    title: "Откройте магазин по защищённому адресу",
    text: "Магазин открыт по незащищённому адресу (http://), и браузер не сохраняет на нём корзину, избранное и вход. Откройте магазин по адресу, который начинается с https://, и повторите действие.",
  },
  badMethod: {
    status: 405,
    reason: "unsupported method",
    title: "Запрос не поддерживается",
    text: "Магазин не принимает такой запрос. Откройте страницу магазина и повторите действие на ней.",
  },
  fault: {
    status: 500,
    reason: "fault",
    title: "Ошибка",
    text: "К сожалению, произошла непредвиденная ошибка. Обновите страницу или начните с главной.",
  },
} satisfies Record<string, Refusal>;

/**
 * Answers with the refusal: a small self-contained Russian page (no script, nothing loaded from elsewhere), or JSON for
 * a Remix data request or a script that asks for JSON — flagged as a thrown response, so the route's error boundary
 * shows it. Never cached.
 */
export function refuse(req: Request, res: Response, refusal: Refusal): void {
  res.status(refusal.status).set("Cache-Control", "no-store");
  res.locals.reason = refusal.reason ?? refusal.title;
  if (wantsData(req)) {
    res.set("X-Remix-Catch", "yes").json({ status: refusal.status, message: refusal.text });
    return;
  }
  const requestId = typeof res.locals.requestId === "string" ? res.locals.requestId : undefined;
  res.type("html").send(refusalPage(refusal, requestId));
}

function wantsData(req: Request): boolean {
  const query = req.originalUrl.indexOf("?");
  if (query !== -1 && new URLSearchParams(req.originalUrl.slice(query + 1)).has("_data")) return true;
  return req.get("accept") !== undefined && req.accepts(["html", "json"]) === "json";
}
