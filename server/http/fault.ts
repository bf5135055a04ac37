import type { ErrorRequestHandler } from "express";
import { log } from "../log";
import { refuse, REFUSALS } from "./refusal-page";

/**
 * The last resort for an error thrown before or around Remix (Express's own handler would print a bare stack to
 * stderr): a fault of the store is one `error` line with its message and stack and the Russian 500 page; an error that
 * carries a 4xx status (a body parser's, a static file's) is that refusal, logged by the request line only.
 */
export const faultHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : String(status);
    refuse(req, res, {
      status,
      title: "Запрос отклонён",
      text: "Магазин не смог прочитать запрос. Откройте страницу магазина и повторите действие.",
      reason: message,
    });
    return;
  }
  log({
    level: "error",
    msg: "unhandled",
    method: req.method,
    path: req.originalUrl,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  refuse(req, res, REFUSALS.fault);
};

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : undefined;
  return typeof status === "number" ? status : undefined;
}
