import type { Request, Response } from "express";

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
  tooLarge: {
    status: 413,
    reason: "body too large",
    title: "Слишком большой запрос",
    text: "Отправленные данные слишком велики, магазин их не принял. Сократите текст и отправьте форму ещё раз.",
  },
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
  res.type("html").send(refusalPage(refusal));
}

function wantsData(req: Request): boolean {
  const query = req.originalUrl.indexOf("?");
  if (query !== -1 && new URLSearchParams(req.originalUrl.slice(query + 1)).has("_data")) return true;
  return req.get("accept") !== undefined && req.accepts(["html", "json"]) === "json";
}

/** The app's DEFAULT_STORE_NAME (app/seo/meta.ts): the server bundle cannot import that module (it imports through `~/`). */
const STORE_NAME = "LOVE STORE";

const STYLE =
  "body{margin:0;padding:48px 16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}" +
  "main{max-width:560px;margin:0 auto}h1{margin:0 0 16px;font-size:28px;line-height:1.2}p{margin:0 0 16px}" +
  "a{display:inline-block;padding:12px 24px;color:#fff;background:#1a1a1a;text-decoration:none}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}";

export function refusalPage({ title, text }: Refusal): string {
  return (
    `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${STORE_NAME}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">На главную</a></p></main></body></html>`
  );
}
