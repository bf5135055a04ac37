import cluster from "node:cluster";
import type { ServerBuild } from "@remix-run/node";
import { AggregatorRegistry } from "prom-client";
import type { RequestHandler } from "express";
import type { AppObserver } from "../../app/upstream-client/observer.server";
import { appObserver } from "./app-observer";
import { requestTimer } from "./http";
import { createInstruments } from "./instruments";
import { markRemixRoute, markRoute, type RouteLabel } from "./route-label";

/** What the Express app registers to be measured (server/app.ts), with METRICS_PORT set. */
export type RequestMetrics = {
  /** First of all middlewares: times each request. */
  timer: RequestHandler;
  /** Before a handler that answers on its own (static files, /healthz, /readyz): names it. */
  mark(label: RouteLabel): RequestHandler;
  /** Just before Remix: the route id it will match. */
  remixRoute: RequestHandler;
};

/**
 * Starts recording this process's metrics: the app's upstream calls, cache lookups and Redis connection through its
 * observer; the upstream's health is the background probe's (server/upstream-state.ts, started in server/serve.ts).
 */
export function recordMetrics(build: ServerBuild, observeWith: (observer: AppObserver) => void): RequestMetrics {
  const instruments = createInstruments();
  // A worker answers its primary's requests for its metrics (server/metrics/endpoint.ts) once prom-client's cluster
  // listeners are in place, which making an AggregatorRegistry does.
  if (cluster.isWorker) void new AggregatorRegistry();
  observeWith(appObserver(instruments));
  return { timer: requestTimer(instruments), mark: markRoute, remixRoute: markRemixRoute(build) };
}
