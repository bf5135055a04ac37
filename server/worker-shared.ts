import type { Worker } from "node:cluster";
import { createHash } from "node:crypto";
import { z } from "zod";
import { memoryClaimStore, type ClaimStore } from "../app/http/memory-claims";
import { memoryLimitStore, type LimitStore } from "../app/http/memory-limits";
import { answerQuestions, primaryAsker } from "./primary-rpc";

/**
 * WEB_CONCURRENCY > 1 without REDIS_URL: what every worker must share is kept by their primary — the one-time claims
 * (app/http/memory-claims.ts: a form resent on another connection, which the primary may hand to another worker, is
 * still carried out once) and the per-client limits (app/http/memory-limits.ts: N workers do not give a client N
 * times the tries). Workers ask over the cluster's IPC channel (primary-rpc.ts); with REDIS_URL the app uses Redis.
 */

export type SharedState = { claims: ClaimStore; limits: LimitStore };

const CLAIM = "claim";
const RELEASE = "release";
const LIMIT = "limit";

/** Keys carry shoppers' tokens, seals and addresses: the channel carries only their hashes. */
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");

const Key = z.string().max(64);
const ClaimAsk = z.object({ key: Key, ttlMs: z.number().int().positive() });
const LimitAsk = z.object({
  rule: z.object({
    name: z.string().max(40),
    limit: z.number().int().positive(),
    windowMs: z.number().int().positive(),
  }),
  key: Key,
});
const LimitAnswerSchema = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), retryAfterMs: z.number() }),
]);

/** The primary's store of what its workers share. */
export const primaryState = (): SharedState => ({ claims: memoryClaimStore(), limits: memoryLimitStore() });

/** The primary's side: answers a worker's claims and limit tries from the one state every worker shares. */
export function keepSharedStateOf(worker: Worker, state: SharedState): void {
  answerQuestions(worker, {
    async [CLAIM](body) {
      const { key, ttlMs } = ClaimAsk.parse(body);
      return state.claims.claim(key, ttlMs);
    },
    async [RELEASE](body) {
      await state.claims.release(Key.parse(body));
      return true;
    },
    async [LIMIT](body) {
      const { rule, key } = LimitAsk.parse(body);
      return state.limits.consume(rule, key);
    },
  });
}

/** A worker's side: its claims and limits, asked of its primary (its own memory answers if the primary does not). */
export function stateThroughPrimary(): SharedState {
  const ask = primaryAsker();
  const own = { claims: memoryClaimStore(), limits: memoryLimitStore() };
  return {
    claims: {
      claim: (key, ttlMs) => ask(CLAIM, { key: hashed(key), ttlMs }, z.boolean(), () => own.claims.claim(key, ttlMs)),
      async release(key) {
        await own.claims.release(key);
        await ask(RELEASE, hashed(key), z.boolean(), async () => true);
      },
    },
    limits: {
      consume: (rule, key) =>
        ask(LIMIT, { rule, key: hashed(key) }, LimitAnswerSchema, () => own.limits.consume(rule, key)),
      close: async () => {},
    },
  };
}
