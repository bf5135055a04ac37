import { z } from "zod";

/** How a cluster's primary tells its workers the embedded upstream's URL (empty: API_URL names another upstream). */
const EMBEDDED_UPSTREAM_VAR = "STOREFRONT_EMBEDDED_UPSTREAM";

/** A worker tells its primary it answers connections; the primary hands it one with its socket. */
export const WORKER_READY = "storefront:ready";
export const CONNECTION = "storefront:connection";
/**
 * The primary tells a worker to drain and exit on the channel it hands connections on: a connection sent before
 * reaches the worker before this does, so none is in transit when the worker stops.
 */
export const STOP = "storefront:stop";

export function workerEnv(embeddedUpstreamUrl: string | undefined): Record<string, string> {
  return { [EMBEDDED_UPSTREAM_VAR]: embeddedUpstreamUrl ?? "" };
}

export function embeddedUpstreamOfWorker(): string | undefined {
  const url = z.union([z.literal(""), z.string().url()]).parse(process.env[EMBEDDED_UPSTREAM_VAR] ?? "");
  return url === "" ? undefined : url;
}
