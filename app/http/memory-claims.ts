/**
 * One-time claims: a submission carried out once however often it is resent (a basket add, a certificate, «Вернуть»
 * after a deletion). Where they are kept: claims.server.ts.
 */
export type ClaimStore = {
  /** True the first time `key` is claimed within `ttlMs`: the caller does the thing; false, it was done already. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives a claim back (the thing failed), so the shopper can try again at once. */
  release(key: string): Promise<void>;
};

/** Past this many claims kept, the expired ones are swept before the next is added. */
const SWEEP_ABOVE = 10_000;

/** Claims in this process's memory (also the cluster primary's, for its workers: server/worker-shared.ts). */
export function memoryClaimStore(now: () => number = Date.now): ClaimStore {
  const claimed = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const at = now();
      if (claimed.size > SWEEP_ABOVE) for (const [kept, expires] of claimed) if (expires <= at) claimed.delete(kept);
      const expires = claimed.get(key);
      if (expires !== undefined && expires > at) return false;
      claimed.set(key, at + ttlMs);
      return true;
    },
    async release(key) {
      claimed.delete(key);
    },
  };
}
