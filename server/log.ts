import type { RequestHandler } from "express";
import { log } from "../app/logging/log.server";

export { log };

/** Probes by the load balancer: a line for each would be a third to a half of the log. */
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);

/**
 * One JSON line per request, written when the response has finished (or the client went away), with the request's
 * `requestId` (server/request-id.ts): `error` only for a 5xx (a fault of the store or its upstream, whose own line says
 * what failed); a refusal (4xx) is `info` with its reason (`res.locals.reason`: the edge's refusals, or the store's
 * through the load context's `noteRefusal`), no stack. A health check is logged only when it fails, as a `warn`: it
 * reports the process's shutdown or overload, not a fault of its own.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    // A request counted elsewhere (server/http/overload.ts sheds in bulk) gets no line of its own.
    if (res.locals.counted === true) return;
    const health = HEALTH_CHECKS.has(req.path);
    if (health && res.statusCode < 400 && res.writableFinished) return;
    log({
      level: health ? "warn" : res.statusCode >= 500 ? "error" : "info",
      msg: "request",
      ...(typeof res.locals.requestId === "string" ? { requestId: res.locals.requestId } : {}),
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      ip: req.ip,
      ua: req.get("user-agent"),
      aborted: !res.writableFinished,
      ...(typeof res.locals.reason === "string" ? { reason: res.locals.reason } : {}),
    });
  };
  res.on("finish", done);
  res.on("close", done);
  next();
};
