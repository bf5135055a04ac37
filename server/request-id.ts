import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { REQUEST_ID_SHAPE } from "../app/http/request-id";
import { inRequestScope } from "../app/logging/request-scope.server";

type TrustFn = (address: string | undefined, hop: number) => boolean;

/** A trusted proxy's `X-Request-Id` when it has the shape of one; else undefined. */
function proxyRequestId(req: Request): string | undefined {
  const trusted = (req.app.get("trust proxy fn") as TrustFn)(req.socket.remoteAddress, 0);
  const given = trusted ? req.get("x-request-id")?.trim() : undefined;
  return given !== undefined && REQUEST_ID_SHAPE.test(given) ? given : undefined;
}

/**
 * Each request's id: a trusted proxy's `X-Request-Id` (TRUST_PROXY), else a new UUID — a client's own is not believed,
 * nor one of another shape. It is on the answer (`X-Request-Id`), in `res.locals.requestId` for the request's log line
 * and the load context, and in the request's scope (app/logging/request-scope.server.ts) for every line logged and every
 * upstream call made while the request is served.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const id = proxyRequestId(req) ?? randomUUID();
  req.headers["x-request-id"] = id;
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  inRequestScope({ requestId: id }, next);
};
