import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { REQUEST_ID_SHAPE } from "../../../app/contract/request-id";
import type { Logger } from "../logger";

const scope = new AsyncLocalStorage<string>();

/**
 * The storefront's `X-Request-Id` (the shopper's request this call serves), when it has the shape of one: kept in
 * `res.locals.requestId` for the request's line and in scope for every line logged while the request is served.
 */
export const requestIdScope: RequestHandler = (req, res, next) => {
  const given = req.get("x-request-id");
  if (given === undefined || !REQUEST_ID_SHAPE.test(given)) return next();
  res.locals.requestId = given;
  scope.run(given, next);
};

/** The logger with the request's `requestId` added to each line logged while one is served. */
export function withRequestId(log: Logger): Logger {
  return (entry) => {
    const requestId = scope.getStore();
    log(requestId === undefined || "requestId" in entry ? entry : { requestId, ...entry });
  };
}
