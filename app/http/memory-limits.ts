import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** At most `limit` tries per `windowMs` per key; `name` keeps each limit's counters apart. */
export type LimitRule = { name: string; limit: number; windowMs: number };

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where the per-client limits are counted (limit-store.server.ts chooses: Redis, a cluster's primary, memory). */
export type LimitStore = {
  consume(rule: LimitRule, key: string): Promise<LimitAnswer>;
  close(): Promise<void>;
};

/** Fixed windows: every try counts, refused ones too, and a window ends `windowMs` after its first try. */
export function optionsOf({ name, limit, windowMs }: LimitRule) {
  return { keyPrefix: `storefront:limit:${name}`, points: limit, duration: Math.ceil(windowMs / 1000) };
}

export function storeOf(make: (rule: LimitRule) => RateLimiterAbstract, close: () => Promise<void>): LimitStore {
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

/** Counts in this process's memory (also the cluster primary's, for its workers: server/worker-shared.ts). */
export function memoryLimitStore(): LimitStore {
  return storeOf(
    (rule) => new RateLimiterMemory(optionsOf(rule)),
    async () => {},
  );
}
