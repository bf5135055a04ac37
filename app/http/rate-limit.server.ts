import { clientAddress } from "~/upstream/client-address.server";

/**
 * A fixed-window counter in process memory: `limit` hits per `windowMs` per key — per storefront process. Limits that
 * must hold across processes (login codes, certificates) are the upstream's, where the state lives.
 */
const windows = new Map<string, { start: number; hits: number }>();

export function hit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): { allowed: boolean; retryAfterS: number } {
  if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
  const current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, hits: 1 });
    return { allowed: true, retryAfterS: 0 };
  }
  current.hits += 1;
  return { allowed: current.hits <= limit, retryAfterS: Math.ceil((current.start + windowMs - now) / 1000) };
}

/**
 * The client's address as the Node server computed it (`req.ip` under TRUST_PROXY, the load context's
 * `clientAddress`): X-Forwarded-For counts only from trusted proxies, and a request without it is keyed on its socket.
 * Without the Node server (remix-serve) every client shares one key: a limit still holds, for all together.
 */
export function clientKey({ context }: { context: unknown }): string {
  return clientAddress(context) ?? "unknown";
}
