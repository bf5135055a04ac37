import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { memoryLimitStore, optionsOf, storeOf, type LimitStore } from "./memory-limits";
import type { SharedRedis } from "./redis-client.server";
import { sharedState } from "./shared-state.server";

/** The memory limiter a Redis limiter falls back to; rate-limiter-flexible calls it only when Redis failed. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ReturnType<typeof optionsOf>,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
}

/**
 * Counts in Redis, shared by every storefront process. When Redis is unreachable or a command fails or times out,
 * rate-limiter-flexible answers from its `insuranceLimiter` (this process's memory) instead: the store keeps serving,
 * logins are never refused because Redis is down.
 */
export function redisLimitStore(shared: SharedRedis): LimitStore {
  let insuranceUses = 0;
  const store = storeOf(
    (rule) => {
      const insurance = new InsuranceLimiter(optionsOf(rule), () => {
        insuranceUses += 1;
        shared.down(
          shared.redis.status === "ready" ? "a command failed or timed out" : `connection ${shared.redis.status}`,
        );
      });
      return new RateLimiterRedis({ ...optionsOf(rule), storeClient: shared.redis, insuranceLimiter: insurance });
    },
    () => shared.close(),
  );
  return {
    async consume(rule, key) {
      await shared.connected();
      const usesBefore = insuranceUses;
      const answer = await store.consume(rule, key);
      if (insuranceUses === usesBefore) shared.up();
      return answer;
    },
    close: store.close,
  };
}

/** Where this process counts the per-client limits (memory-limits.ts): Redis, its cluster's primary, or memory. */
const limits = sharedState(redisLimitStore, memoryLimitStore);
export const limitStore = limits.store;
export const keepLimitsWith = limits.keepWith;
