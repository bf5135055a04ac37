import cluster from "node:cluster";
import type { RequestHandler } from "express";

/** A cluster's worker names itself in each line (WEB_CONCURRENCY > 1); the single process's lines are unchanged. */
const worker = cluster.isWorker ? { worker: process.pid } : {};

export function log(entry: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...worker, ...entry })}\n`);
}

/**
 * One JSON line per request, written when the response has finished (or the client went away): `error` only for a 5xx
 * (a fault of the store or its upstream, whose own line says what failed); a refusal (4xx) is `info` with its reason
 * (`res.locals.reason`: the edge's refusals, or the store's through the load context's `noteRefusal`), no stack.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    // A request counted elsewhere (server/http/overload.ts sheds in bulk) gets no line of its own.
    if (res.locals.counted === true) return;
    log({
      level: res.statusCode >= 500 ? "error" : "info",
      msg: "request",
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
