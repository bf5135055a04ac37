import { clientKey, hit, withoutClientAddress } from "./rate-limit.server";

export type ClientLimit = { name: string; limit: number; windowMs: number };

/** Login codes tried per client. */
export const LOGIN_TRIES: ClientLimit = { name: "login", limit: 20, windowMs: 10 * 60_000 };
/** Certificate codes tried per client: activation and spending at checkout. */
export const CERTIFICATE_TRIES: ClientLimit = { name: "certificate", limit: 10, windowMs: 10 * 60_000 };

/**
 * One more try of a client against a per-client limit (process memory: per storefront process; the limits that must
 * hold across processes — per phone, per certificate number — are the upstream's). The wait is in whole minutes.
 */
export function clientTry(request: Request, { name, limit, windowMs }: ClientLimit): { allowed: true } | { allowed: false; minutes: number } {
  if (withoutClientAddress(request)) return { allowed: true };
  const result = hit(`${name}:client:${clientKey(request)}`, limit, windowMs);
  return result.allowed ? { allowed: true } : { allowed: false, minutes: Math.max(1, Math.ceil(result.retryAfterS / 60)) };
}
