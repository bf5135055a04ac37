import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { RequestHandler, Response } from "express";

/**
 * A request's route label for metrics, bounded: the Remix route id that answers the path (`routes/catalog.$`), or
 * what answered before Remix (`static`, `health`, `media`, `edge` for the edge's refusals), or `not_found` for a path
 * only the catch-all `routes/$` claims. Never the raw path.
 */
export type RouteLabel = "static" | "health" | "media" | "edge" | "not_found" | (string & {});

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
 * Marks a request Remix is about to answer with the route id Remix will match: the build's routes as a tree, matched
 * once per request with the router Remix itself uses (the same work as Remix's own matching, a few microseconds).
 */
export function markRemixRoute(build: ServerBuild): RequestHandler {
  const tree = routeTree(build.routes, "");
  return (req, res, next) => {
    const matched = matchRoutes(tree, req.path)?.at(-1)?.route.id;
    res.locals.metricsRoute = !matched || matched === CATCH_ALL ? "not_found" : matched;
    next();
  };
}

function routeTree(routes: ServerBuild["routes"], parentId: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index ? { ...common, index: true } : { ...common, children };
    });
}
