import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "~/config.server";
import { redisOf, type SharedRedis } from "./redis-client.server";

/** At most `limit` tries per `windowMs` per key; `name` keeps each limit's counters apart. */
export type LimitRule = { name: string; limit: number; windowMs: number };

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where the limits are counted: this process's memory, or Redis shared by every storefront process. */
export type LimitStore = {
  consume(rule: LimitRule, key: string): Promise<LimitAnswer>;
  close(): Promise<void>;
};

/** Fixed windows: every try counts, refused ones too, and a window ends `windowMs` after its first try. */
function optionsOf({ name, limit, windowMs }: LimitRule) {
  return { keyPrefix: `storefront:limit:${name}`, points: limit, duration: Math.ceil(windowMs / 1000) };
}

function storeOf(make: (rule: LimitRule) => RateLimiterAbstract, close: () => Promise<void>): LimitStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    async consume(rule, key) {
      let limiter = limiters.get(rule.name);
      if (!limiter) limiters.set(rule.name, (limiter = make(rule)));
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: refusal.msBeforeNext };
        throw refusal;
      }
    },
    close,
  };
}

/** Counts in this process's memory: per storefront process. */
export function memoryLimitStore(): LimitStore {
  return storeOf(
    (rule) => new RateLimiterMemory(optionsOf(rule)),
    async () => {},
  );
}

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

/** The process's one store: Redis with `REDIS_URL`, else memory. */
export function limitStore(): LimitStore {
  const url = config().REDIS_URL;
  return (processStore ??= url ? redisLimitStore(redisOf(url)) : memoryLimitStore());
}
