import type { RequestHandler } from "express";
import { SHED_REASONS, type Instruments } from "./instruments";
import { routeLabelOf } from "./route-label";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const SHED = new Set<string>(SHED_REASONS);

/**
 * Times every request to its end (or the client's going away), labelled by route (route-label.ts) and status class;
 * counts it in flight meanwhile, and as shed when the edge refused it for load (its `res.locals.reason`,
 * server/http/refusal-page.ts).
 */
export function requestTimer(instruments: Instruments): RequestHandler {
  return (req, res, next) => {
    const stop = instruments.httpDuration.startTimer();
    instruments.inFlight.inc();
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      instruments.inFlight.dec();
      const status_class = `${Math.floor(res.statusCode / 100)}xx`;
      stop({ route: routeLabelOf(res), method: METHODS.has(req.method) ? req.method : "other", status_class });
      instruments.httpResponses.inc({ status_class });
      const reason: unknown = res.locals.reason;
      if (typeof reason === "string" && SHED.has(reason)) instruments.shed.inc({ reason });
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
