import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type { Logger } from "../logger";

/** An entry of the envelope's `errors` or `messages`. */
export type ApiMessage = { message: string; code?: string; field?: string };

/** The body of every JSON response (spec §7): the HTTP status is repeated in `status`. */
type Envelope<T> = { status: number; data: T; errors: ApiMessage[]; messages: ApiMessage[] };

/** Thrown by handlers; rendered as an error envelope with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiMessage[],
  ) {
    super(errors.map((error) => error.message).join("; "));
  }

  static of(status: number, message: string, details: { code?: string; field?: string } = {}): HttpError {
    return new HttpError(status, [{ message, ...details }]);
  }
}

/** A success envelope; `errors` may carry problems that did not stop the request (a rejected coupon at checkout). */
export function sendData<T>(
  res: Response,
  data: T,
  options: { status?: number; messages?: ApiMessage[]; errors?: ApiMessage[] } = {},
): void {
  const status = options.status ?? 200;
  const body: Envelope<T> = { status, data, errors: options.errors ?? [], messages: options.messages ?? [] };
  res.status(status).json(body);
}

function sendErrors(res: Response, status: number, errors: ApiMessage[]): void {
  const body: Envelope<null> = { status, data: null, errors, messages: [] };
  res.status(status).json(body);
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendErrors(res, 404, [{ message: "Метод не найден", code: "not_found" }]);
};

/** Maps thrown errors to envelopes: HttpError as is, body-parser failures to 400/413, undecodable paths to 400, anything else to a logged 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendErrors(res, error.status, error.errors);
    const type = (error as { type?: unknown }).type;
    if (type === "entity.parse.failed") {
      return sendErrors(res, 400, [{ message: "Тело запроса не является корректным JSON", code: "invalid_json" }]);
    }
    if (type === "entity.too.large") {
      return sendErrors(res, 413, [{ message: "Слишком большой запрос", code: "payload_too_large" }]);
    }
    if (typeof type === "string") {
      return sendErrors(res, 400, [{ message: "Некорректное тело запроса", code: "invalid_body" }]);
    }
    // Express could not percent-decode a path parameter (`/v1/catalog/products/%ff`).
    if (error instanceof URIError) {
      return sendErrors(res, 400, [{ message: "Некорректная кодировка адреса", code: "invalid_path" }]);
    }
    log({
      level: "error",
      msg: "unhandled error",
      method: req.method,
      path: req.path,
      error: String((error as Error)?.stack ?? error),
    });
    sendErrors(res, 500, [{ message: "Внутренняя ошибка сервера", code: "internal" }]);
  };
}
