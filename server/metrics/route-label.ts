import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler, Response } from "express";
import { routeMatcher } from "./route-match";

/**
 * A request's route label for metrics, bounded: the Remix route id that answers the path (`routes/catalog.$`), or
 * what answered before Remix (`static`, `healthz`, `readyz`, `media`, `edge` for the edge's refusals), or `not_found` for a path
 * only the catch-all `routes/$` claims. Never the raw path.
 */
export type RouteLabel = "static" | "healthz" | "readyz" | "media" | "edge" | "not_found" | (string & {});

const CATCH_ALL = "routes/$";

/** Names what answers the requests that pass here, until a later mark says otherwise. */
export function markRoute(label: RouteLabel): RequestHandler {
  return (_req, res, next) => {
    res.locals.metricsRoute = label;
    next();
  };
}

export function routeLabelOf(res: Response): RouteLabel {
  return typeof res.locals.metricsRoute === "string" ? res.locals.metricsRoute : "edge";
}

/**
 * Marks a request Remix is about to answer with the route id Remix will match (route-match.ts: compiled once, a few
 * regular expressions per request).
 */
export function markRemixRoute(build: ServerBuild): RequestHandler {
  const match = routeMatcher(build.routes);
  return (req, res, next) => {
    const matched = match(req.path);
    res.locals.metricsRoute = !matched || matched === CATCH_ALL ? "not_found" : matched;
    next();
  };
}
