import { collectDefaultMetrics, Counter, Gauge, type GaugeConfiguration, Histogram, register } from "prom-client";
import type { UpstreamOutcome } from "../../app/upstream-client/observer.server";
import { upstreamState } from "../upstream-state";
import { buildInfo } from "./build-info";

/** The upstream outcomes counted as errors; `http_4xx` (a missing product) and `aborted` (the shopper left) are not. */
export const UPSTREAM_ERRORS = ["http_5xx", "timeout", "network", "invalid"] as const satisfies UpstreamOutcome[];
/** Why the edge refused a request before rendering it (server/http/overload.ts). */
export const SHED_REASONS = ["overload"] as const;
export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

/**
 * The storefront's metrics, in prom-client's global registry: in a cluster the primary's AggregatorRegistry asks each
 * worker's global registry for them (server/metrics/endpoint.ts) and adds them up, but for the 1/0 gauges, where the
 * worst worker's value counts (`aggregator: "min"`). Every label is bounded: route ids, endpoint templates, status
 * classes, outcomes. Counters whose labels are known start at 0, so that `increase()` sees their first rise.
 */
export function createInstruments() {
  collectDefaultMetrics({ register });
  const instruments = {
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Storefront HTTP requests by Remix route id (or static, healthz, readyz, media, edge, not_found), method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    httpResponses: new Counter({
      name: "storefront_http_responses_total",
      help: "Storefront HTTP responses by status class (every class present from the start)",
      labelNames: ["status_class"] as const,
    }),
    inFlight: new Gauge({
      name: "storefront_http_requests_in_flight",
      help: "Storefront HTTP requests being answered",
    }),
    shed: new Counter({
      name: "storefront_http_requests_shed_total",
      help: "Requests refused before rendering to keep the store answering, by reason",
      labelNames: ["reason"] as const,
    }),
    upstreamDuration: new Histogram({
      name: "upstream_request_duration_seconds",
      help: "Calls to the upstream API by endpoint template, method and outcome",
      labelNames: ["endpoint", "method", "outcome"] as const,
      buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
    upstreamCalls: new Counter({
      name: "storefront_upstream_requests_total",
      help: "Calls to the upstream API, every outcome (the denominator of storefront_upstream_errors_total)",
    }),
    upstreamErrors: new Counter({
      name: "storefront_upstream_errors_total",
      help: "Upstream calls that failed, by reason (http_5xx, timeout, network, invalid)",
      labelNames: ["reason"] as const,
    }),
    upstreamUp: new Gauge({
      name: "storefront_upstream_up",
      help: "1 when the upstream's /api/health answered its last check (every 5 s), else 0",
      aggregator: "min",
      collect() {
        this.set(upstreamState().up ? 1 : 0);
      },
    }),
    redisConnected: lazyGauge({
      name: "storefront_redis_connected",
      help: "With REDIS_URL: 1 while the shared-state connection to Redis is ready, else 0; absent without REDIS_URL",
      aggregator: "min",
    }),
    buildInfo: new Gauge({
      name: "storefront_build_info",
      help: "Always 1: the running build's package version and git commit",
      labelNames: ["version", "commit"] as const,
      aggregator: "first",
    }),
    referenceLookups: new Counter({
      name: "reference_cache_lookups_total",
      help: "Reference-cache lookups by kind and result (hit, stale: served while refreshing, miss: filled upstream)",
      labelNames: ["kind", "result"] as const,
    }),
  };
  for (const status_class of STATUS_CLASSES) instruments.httpResponses.labels({ status_class }).inc(0);
  for (const reason of SHED_REASONS) instruments.shed.labels({ reason }).inc(0);
  for (const reason of UPSTREAM_ERRORS) instruments.upstreamErrors.labels({ reason }).inc(0);
  instruments.buildInfo.set(buildInfo(), 1);
  return instruments;
}

export type Instruments = ReturnType<typeof createInstruments>;

/** A gauge registered at its first value: absent from /metrics until then (a label-less gauge reads 0 at once). */
function lazyGauge(configuration: GaugeConfiguration<string>) {
  let gauge: Gauge | undefined;
  return { set: (value: number) => (gauge ??= new Gauge(configuration)).set(value) };
}
