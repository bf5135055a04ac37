/**
 * What the app reports about its work to whoever runs it: the Node server (server/metrics/) counts it for its
 * `/metrics`; under `remix-serve` nobody is listening and every report is dropped. The server installs its observer
 * through the build's entry module (`observeWith`, re-exported by entry.server.tsx), so the app never imports server/.
 */

/** How an upstream call ended: an answer (ok, or a 4xx/5xx status), or none in time, or none at all, or garbage. */
export type UpstreamOutcome = "ok" | "http_4xx" | "http_5xx" | "timeout" | "network" | "aborted" | "invalid";

/** A reference-cache lookup: served fresh, served stale (a refresh runs), or filled from the upstream. */
export type CacheResult = "hit" | "stale" | "miss";

export type AppObserver = {
  /** `endpoint` is the endpoint's path template (endpoint.server.ts), never a raw path. */
  upstreamCall(call: { method: string; endpoint: string; outcome: UpstreamOutcome; seconds: number }): void;
  referenceLookup(lookup: { kind: string; result: CacheResult }): void;
  /** With REDIS_URL: the shared-state connection (app/http/redis-client.server.ts) was made, or lost, or is not yet. */
  redisConnection(connected: boolean): void;
};

const nobody: AppObserver = { upstreamCall() {}, referenceLookup() {}, redisConnection() {} };

let current: AppObserver = nobody;

export function observeWith(observer: AppObserver) {
  current = observer;
}

export function observer(): AppObserver {
  return current;
}
