import type { RequestHandler } from "express";

export function log(entry: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
}

/** One JSON line per request, written when the response has finished (or the client went away). */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
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
    });
  };
  res.on("finish", done);
  res.on("close", done);
  next();
};
