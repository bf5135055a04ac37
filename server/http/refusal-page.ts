import type { Request, Response } from "express";
import { FORM_REFUSALS } from "../../app/forms/form-limits";
import { refusalPage } from "../../app/http/refusal-page";

export { refusalPage };

/** A request the server refuses before the store sees it: its status and what the shopper is told. */
export type Refusal = { status: number; title: string; text: string };

export const REFUSALS = {
  crossSite: {
    status: 403,
    title: "Запрос отклонён",
    text: "Форма была отправлена с другого сайта, поэтому магазин её не принял. Откройте страницу магазина и повторите действие на ней.",
  },
  // A body over the byte limit, a form with too many fields or too long a field: the app's reader says the same.
  ...FORM_REFUSALS,
  longUrl: {
    status: 414,
    title: "Слишком длинный адрес",
    text: "Адрес страницы слишком длинный. Проверьте ссылку или начните с главной страницы.",
  },
  badUrl: {
    status: 400,
    title: "Неверный адрес страницы",
    text: "В адресе страницы есть недопустимые символы. Проверьте ссылку или начните с главной страницы.",
  },
} satisfies Record<string, Refusal>;

/**
 * Answers with the refusal: a small self-contained Russian page (no script, nothing loaded from elsewhere), or JSON for
 * a Remix data request or a script that asks for JSON — flagged as a thrown response, so the route's error boundary
 * shows it. Never cached.
 */
export function refuse(req: Request, res: Response, refusal: Refusal): void {
  res.status(refusal.status).set("Cache-Control", "no-store");
  if (wantsData(req)) {
    res.set("X-Remix-Catch", "yes").json({ status: refusal.status, message: refusal.text });
    return;
  }
  res.type("html").send(refusalPage(refusal));
}

function wantsData(req: Request): boolean {
  const query = req.originalUrl.indexOf("?");
  if (query !== -1 && new URLSearchParams(req.originalUrl.slice(query + 1)).has("_data")) return true;
  return req.get("accept") !== undefined && req.accepts(["html", "json"]) === "json";
}
