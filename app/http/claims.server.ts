import { createHash } from "node:crypto";
import { memoryClaimStore, type ClaimStore } from "./memory-claims";
import type { SharedRedis } from "./redis-client.server";
import { sharedState } from "./shared-state.server";

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

/** Where this process keeps its one-time claims (memory-claims.ts): Redis, its cluster's primary, or memory. */
const claims = sharedState(redisClaimStore, memoryClaimStore);
export const claimStore = claims.store;
export const keepClaimsWith = claims.keepWith;
