import { config } from "~/config.server";
import { redisOf, type SharedRedis } from "./redis-client.server";

/**
 * Where this process keeps a piece of the state every storefront process must share (the per-client limits, the
 * one-time claims): in Redis with `REDIS_URL`, shared by every process; else in the store the server gave before
 * the first request (a cluster's workers: their primary's, server/worker-shared.ts); else in this process's memory.
 */
export function sharedState<T>(inRedis: (shared: SharedRedis) => T, inMemory: () => T) {
  let chosen: T | undefined;
  let given: T | undefined;
  return {
    /** The server's store, for when there is no REDIS_URL. */
    keepWith(store: T): void {
      given = store;
      chosen = undefined;
    },
    store(): T {
      const url = config().REDIS_URL;
      return (chosen ??= url ? inRedis(redisOf(url)) : (given ?? inMemory()));
    },
  };
}

/** With REDIS_URL: connects now rather than at the first request that needs it, so its state is known (and logged). */
export function connectSharedState(): void {
  const url = config().REDIS_URL;
  if (url) void redisOf(url).connected();
}
