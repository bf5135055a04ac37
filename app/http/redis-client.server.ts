import { Redis } from "ioredis";
import { observer } from "~/upstream-client/observer.server";
import { log as logLine } from "~/logging/log.server";
import { redactedRedisUrl } from "./redis-url";

export type LogLine = (line: Record<string, unknown>) => void;

/**
 * This process's connection to Redis, where the state every storefront process must share is kept: the per-client
 * limits (limit-store.server.ts) and the one-time claims (claims.server.ts). Its users fall back to this process's
 * memory while Redis is unreachable and report it here, so the outage and the return are each logged once.
 */
export type SharedRedis = {
  redis: Redis;
  /** Settles when the first connection has been tried (at most connectTimeout); later calls never wait for Redis. */
  connected(): Promise<void>;
  /** A command failed or Redis is away: told once until it is back. */
  down(reason: string): void;
  /** A command went through Redis: its return is told once after an outage. */
  up(): void;
  close(): Promise<void>;
};

export function sharedRedis(url: string, log: LogLine = logLine): SharedRedis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 500,
    // A command while disconnected fails at once (to the memory fallback) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let away = false;
  const down = (reason: string) => {
    if (away) return;
    away = true;
    log({
      level: "warn",
      msg: "Redis unavailable: per-client limits and one-time claims are kept in this process's memory until it is back",
      redis: redactedRedisUrl(url),
      reason,
    });
  };
  const up = () => {
    if (!away) return;
    away = false;
    log({
      level: "info",
      msg: "Redis is back: per-client limits and one-time claims are shared again",
      redis: redactedRedisUrl(url),
    });
  };
  // Without a listener ioredis prints every failed reconnection.
  redis.on("error", (error: Error) => down(error.message));
  redis.on("ready", up);
  observer().redisConnection(false);
  redis.on("ready", () => observer().redisConnection(true));
  redis.on("close", () => observer().redisConnection(false));
  let first: Promise<void> | undefined;
  return {
    redis,
    connected: () => (first ??= redis.connect().catch((error: Error) => down(error.message))),
    down,
    up,
    close: async () => redis.disconnect(),
  };
}

let processRedis: { url: string; shared: SharedRedis } | undefined;

/** The process's one connection to `url`, shared by the limits and the claims. */
export function redisOf(url: string): SharedRedis {
  if (processRedis?.url !== url) processRedis = { url, shared: sharedRedis(url) };
  return processRedis.shared;
}
