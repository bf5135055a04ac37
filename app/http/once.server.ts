import { claimStore } from "./claims.server";

/** A submission with the browser's nonce (a fetcher form, app/forms/submission-nonce.tsx) is one within this long. */
const WITH_NONCE_TTL_MS = 10_000;
/** A plain form post (no JavaScript, so no nonce) sent again within this long is the same submission. */
const WITHOUT_NONCE_TTL_MS = 3_000;

/**
 * The first time this submission (what it does, for whom) arrives: with the browser's nonce within 10 s; without one
 * (a plain form post, whose page carries no per-request value) the same post repeated within a few seconds — a double
 * click — counts once. Kept in Redis with REDIS_URL, so a resent form reaching another process counts once too.
 */
export function firstOf(submission: string, nonce: string | undefined): Promise<boolean> {
  return nonce
    ? claimStore().claim(`once|${nonce}|${submission}`, WITH_NONCE_TTL_MS)
    : claimStore().claim(`once|-|${submission}`, WITHOUT_NONCE_TTL_MS);
}
