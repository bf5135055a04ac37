import { limitStore } from "./limit-store.server";
import type { LimitRule } from "./memory-limits";
import { clientKey } from "./rate-limit.server";

export type ClientLimit = LimitRule;

/** Login codes asked for per client (the per-phone limits are the upstream's). */
export const CODE_REQUESTS: ClientLimit = { name: "code", limit: 10, windowMs: 10 * 60_000 };
/** Login codes tried per client. */
export const LOGIN_TRIES: ClientLimit = { name: "login", limit: 20, windowMs: 10 * 60_000 };
/** Certificate codes tried per client: activation and spending at checkout. */
export const CERTIFICATE_TRIES: ClientLimit = { name: "certificate", limit: 10, windowMs: 10 * 60_000 };

/**
 * One more try of a client against a per-client limit, counted in Redis shared by every storefront process when
 * REDIS_URL is set, else in this process's memory (limit-store.server.ts). The wait is in whole minutes.
 */
export async function clientTry(
  args: { context: unknown },
  limit: ClientLimit,
): Promise<{ allowed: true } | { allowed: false; minutes: number }> {
  const answer = await limitStore().consume(limit, `client:${clientKey(args)}`);
  return answer.allowed
    ? { allowed: true }
    : { allowed: false, minutes: Math.max(1, Math.ceil(answer.retryAfterMs / 60_000)) };
}
