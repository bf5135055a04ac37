/**
 * Remembers form submissions for a short while so a double-clicked submit (or a resent form)
 * is carried out once. In-process memory: enough for one Node server; keys expire after `ttlMs`.
 */
const seen = new Map<string, number>();

export function firstSubmission(key: string, ttlMs = 10_000, now = Date.now()): boolean {
  if (seen.size > 5_000) for (const [k, expires] of seen) if (expires <= now) seen.delete(k);
  const expires = seen.get(key);
  if (expires !== undefined && expires > now) return false;
  seen.set(key, now + ttlMs);
  return true;
}
