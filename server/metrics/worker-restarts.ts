import { Counter, Registry } from "prom-client";

/**
 * The primary's own metrics, in a registry of their own: the cluster's AggregatorRegistry collects only the workers',
 * so the metrics endpoint (endpoint.ts) appends these. A single process serves them too, at 0.
 */
export const primaryRegistry = new Registry();

export const workerRestarts = new Counter({
  name: "storefront_worker_restarts_total",
  help: "Workers that died on their own and were replaced by the primary",
  registers: [primaryRegistry],
});
