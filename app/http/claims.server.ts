import { createHash } from "node:crypto";
import { config } from "~/config.server";
import { memoryClaimStore, type ClaimStore } from "./memory-claims";
import { redisOf, type SharedRedis } from "./redis-client.server";

/** Keys carry shoppers' tokens and seals: Redis sees only their hashes. */
const redisKey = (key: string) => `storefront:claim:${createHash("sha256").update(key).digest("base64url")}`;

/**
 * Claims in Redis (`SET NX` with an expiry: the first process to set the key has the claim). While Redis is
 * unreachable or a command fails, `fallback` (this process's memory) answers: the store keeps serving, and a resent
 * form is then carried out once per process, as without Redis.
 */
export function redisClaimStore(shared: SharedRedis, fallback: ClaimStore = memoryClaimStore()): ClaimStore {
  return {
    async claim(key, ttlMs) {
      await shared.connected();
      try {
        const answer = await shared.redis.set(redisKey(key), "1", "PX", ttlMs, "NX");
        shared.up();
        return answer === "OK";
      } catch (error) {
        shared.down(error instanceof Error ? error.message : "a command failed");
        return fallback.claim(key, ttlMs);
      }
    },
    async release(key) {
      await fallback.release(key);
      try {
        await shared.redis.del(redisKey(key));
      } catch (error) {
        shared.down(error instanceof Error ? error.message : "a command failed");
      }
    },
  };
}

let processClaims: ClaimStore | undefined;
let given: ClaimStore | undefined;

/** The server's store for this process's claims when there is no REDIS_URL (before the first request). */
export function keepClaimsWith(store: ClaimStore): void {
  given = store;
  processClaims = undefined;
}

/**
 * Where this process keeps its one-time claims (memory-claims.ts). With REDIS_URL in Redis, so a resent form that
 * reaches another storefront process (another machine, another worker) is still carried out once; else where the
 * server said (a cluster's workers ask their primary: server/worker-shared.ts); else in this process's memory.
 */
export function claimStore(): ClaimStore {
  const url = config().REDIS_URL;
  return (processClaims ??= url ? redisClaimStore(redisOf(url)) : (given ?? memoryClaimStore()));
}
