import { collectDefaultMetrics, Counter, Histogram, register } from "prom-client";

/**
 * The storefront's metrics, in prom-client's global registry: in a cluster the primary's AggregatorRegistry asks each
 * worker's global registry for them (server/metrics/endpoint.ts). Every label is bounded: route ids, endpoint
 * templates, status classes, outcomes.
 */
export function createInstruments() {
  collectDefaultMetrics({ register });
  return {
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Storefront HTTP requests by Remix route id (or static, health, media, edge, not_found), method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    upstreamDuration: new Histogram({
      name: "upstream_request_duration_seconds",
      help: "Calls to the upstream API by endpoint template, method and outcome",
      labelNames: ["endpoint", "method", "outcome"] as const,
      buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
    referenceLookups: new Counter({
      name: "reference_cache_lookups_total",
      help: "Reference-cache lookups by kind and result (hit, stale: served while refreshing, miss: filled upstream)",
      labelNames: ["kind", "result"] as const,
    }),
  };
}

export type Instruments = ReturnType<typeof createInstruments>;
