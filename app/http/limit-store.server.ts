import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { config } from "~/config.server";
import { memoryLimitStore, optionsOf, storeOf, type LimitStore } from "./memory-limits";
import { redisOf, type SharedRedis } from "./redis-client.server";

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

let processStore: LimitStore | undefined;
let given: LimitStore | undefined;

/** The server's store for this process's limits when there is no REDIS_URL (before the first request). */
export function keepLimitsWith(store: LimitStore): void {
  given = store;
  processStore = undefined;
}

/**
 * Where this process counts the per-client limits: in Redis with `REDIS_URL`, shared by every storefront process;
 * else where the server said (a cluster's workers count with their primary: server/worker-shared.ts); else in
 * this process's memory.
 */
export function limitStore(): LimitStore {
  const url = config().REDIS_URL;
  return (processStore ??= url ? redisLimitStore(redisOf(url)) : (given ?? memoryLimitStore()));
}
