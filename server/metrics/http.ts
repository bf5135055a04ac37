import type { RequestHandler } from "express";
import type { Instruments } from "./instruments";
import { routeLabelOf } from "./route-label";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Times every request to its end (or the client's going away), labelled by route (route-label.ts) and status class. */
export function requestTimer(instruments: Instruments): RequestHandler {
  return (req, res, next) => {
    const stop = instruments.httpDuration.startTimer();
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      stop({
        route: routeLabelOf(res),
        method: METHODS.has(req.method) ? req.method : "other",
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
