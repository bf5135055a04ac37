/**
 * A fixed-window counter in process memory: `limit` hits per `windowMs` per key.
 * Enough for one Node server; a cluster would keep this in a shared store.
 */
const windows = new Map<string, { start: number; hits: number }>();

export function hit(key: string, limit: number, windowMs: number, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
  const current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, hits: 1 });
    return { allowed: true, retryAfterS: 0 };
  }
  current.hits += 1;
  return { allowed: current.hits <= limit, retryAfterS: Math.ceil((current.start + windowMs - now) / 1000) };
}

/** The client's address as the Node server sees it (X-Forwarded-For is trusted: the server runs behind a proxy). */
export function clientKey(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

/**
 * A request with no client address of its own (straight from this machine, no proxy header): there is
 * no client to tell apart, so per-client limits do not apply and per-phone limits remain.
 */
export function withoutClientAddress(request: Request): boolean {
  return !request.headers.get("x-forwarded-for") && !request.headers.get("x-real-ip");
}
