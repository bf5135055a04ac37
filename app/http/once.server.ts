/**
 * Remembers form submissions for a short while so a double-clicked submit (or a resent form)
 * is carried out once. In-process memory: enough for one Node server; keys expire after `ttlMs`.
 */
const seen = new Map<string, number>();

/** A plain form post (no JavaScript, so no nonce) sent again within this long is the same submission. */
const WITHOUT_NONCE_TTL_MS = 3_000;

export function firstSubmission(key: string, ttlMs = 10_000, now = Date.now()): boolean {
  if (seen.size > 5_000) for (const [k, expires] of seen) if (expires <= now) seen.delete(k);
  const expires = seen.get(key);
  if (expires !== undefined && expires > now) return false;
  seen.set(key, now + ttlMs);
  return true;
}

/**
 * The first time this submission (what it does, for whom) arrives: with the browser's nonce (a fetcher form, see
 * app/forms/submission-nonce.tsx) within 10 s; without one (a plain form post, whose page carries no per-request
 * value) the same post repeated within a few seconds — a double click — counts once.
 */
export function firstOf(submission: string, nonce: string | undefined): boolean {
  return nonce ? firstSubmission(`${nonce}|${submission}`) : firstSubmission(`-|${submission}`, WITHOUT_NONCE_TTL_MS);
}
