import { clientKey, hit } from "./rate-limit.server";

export type ClientLimit = { name: string; limit: number; windowMs: number };

/** Login codes asked for per client (the per-phone limits are the upstream's: they hold across storefront processes). */
export const CODE_REQUESTS: ClientLimit = { name: "code", limit: 10, windowMs: 10 * 60_000 };
/** Login codes tried per client. */
export const LOGIN_TRIES: ClientLimit = { name: "login", limit: 20, windowMs: 10 * 60_000 };
/** Certificate codes tried per client: activation and spending at checkout. */
export const CERTIFICATE_TRIES: ClientLimit = { name: "certificate", limit: 10, windowMs: 10 * 60_000 };

/**
 * One more try of a client against a per-client limit (process memory: per storefront process; the limits that must
 * hold across processes — per phone, per certificate number — are the upstream's). The wait is in whole minutes.
 */
export function clientTry(
  args: { context: unknown },
  { name, limit, windowMs }: ClientLimit,
): { allowed: true } | { allowed: false; minutes: number } {
  const result = hit(`${name}:client:${clientKey(args)}`, limit, windowMs);
  return result.allowed
    ? { allowed: true }
    : { allowed: false, minutes: Math.max(1, Math.ceil(result.retryAfterS / 60)) };
}
