import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "~/config.server";
import { redactedRedisUrl } from "./redis-url";

/** At most `limit` tries per `windowMs` per key; `name` keeps each limit's counters apart. */
export type LimitRule = { name: string; limit: number; windowMs: number };

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where the limits are counted: this process's memory, or Redis shared by every storefront process. */
export type LimitStore = {
  consume(rule: LimitRule, key: string): Promise<LimitAnswer>;
  close(): Promise<void>;
};

export type LogLine = (line: Record<string, unknown>) => void;

const logToStderr: LogLine = (line) => console.error(JSON.stringify(line));

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

/** Logs Redis going away once and its return once, not every request in between. */
function outageLog(url: string, log: LogLine) {
  let down = false;
  return {
    down(reason: string) {
      if (down) return;
      down = true;
      log({
        level: "warn",
        msg: "Redis unavailable: per-client limits are counted in this process's memory until it is back",
        redis: redactedRedisUrl(url),
        reason,
      });
    },
    up() {
      if (!down) return;
      down = false;
      log({ level: "info", msg: "Redis is back: per-client limits are shared again", redis: redactedRedisUrl(url) });
    },
  };
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
 * logins are never refused because Redis is down. One client per process; it connects on the first try.
 */
export function redisLimitStore(url: string, log: LogLine = logToStderr): LimitStore {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 500,
    // A command while disconnected fails at once (to the insurance) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  const outage = outageLog(url, log);
  // Without a listener ioredis prints every failed reconnection.
  redis.on("error", (error: Error) => outage.down(error.message));
  redis.on("ready", () => outage.up());
  let insuranceUses = 0;
  let connected: Promise<void> | undefined;

  const store = storeOf(
    (rule) => {
      const insurance = new InsuranceLimiter(optionsOf(rule), () => {
        insuranceUses += 1;
        outage.down(redis.status === "ready" ? "a command failed or timed out" : `connection ${redis.status}`);
      });
      return new RateLimiterRedis({ ...optionsOf(rule), storeClient: redis, insuranceLimiter: insurance });
    },
    async () => redis.disconnect(),
  );
  return {
    async consume(rule, key) {
      // The first try waits for the first connection (at most connectTimeout); later ones never wait for Redis.
      await (connected ??= redis.connect().catch((error: Error) => outage.down(error.message)));
      const usesBefore = insuranceUses;
      const answer = await store.consume(rule, key);
      if (insuranceUses === usesBefore) outage.up();
      return answer;
    },
    close: store.close,
  };
}

let shared: LimitStore | undefined;

/** The process's one store: Redis with `REDIS_URL`, else memory. */
export function limitStore(): LimitStore {
  const url = config().REDIS_URL;
  return (shared ??= url ? redisLimitStore(url) : memoryLimitStore());
}
