import type { Worker } from "node:cluster";
import { createHash } from "node:crypto";
import { z } from "zod";
import { memoryClaimStore, type ClaimStore } from "../app/http/memory-claims";
import { log } from "./log";

/**
 * WEB_CONCURRENCY > 1 without REDIS_URL: the one-time claims (app/http/memory-claims.ts) of every worker are kept by
 * their primary, so a form resent on another connection — which the primary may hand to another worker — is still
 * carried out once. A worker asks over the cluster's IPC channel; with Redis, the app uses Redis instead.
 */

const CLAIM = "storefront:claim";
const RELEASE = "storefront:release";
const CLAIMED = "storefront:claimed";

const AskSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal(CLAIM), id: z.number().int(), key: z.string().max(100), ttlMs: z.number().positive() }),
  z.object({ kind: z.literal(RELEASE), key: z.string().max(100) }),
]);
const AnswerSchema = z.object({ kind: z.literal(CLAIMED), id: z.number().int(), first: z.boolean() });

/** How long a worker waits for its primary before it claims in its own memory: a submission never hangs on it. */
const ANSWER_TIMEOUT_MS = 500;

/** The primary's side: answers a worker's claims from the one store every worker shares. */
export function keepClaimsOf(worker: Worker, claims: ClaimStore): void {
  worker.on("message", (message: unknown) => {
    const ask = AskSchema.safeParse(message);
    if (!ask.success) return;
    if (ask.data.kind === RELEASE) {
      void claims.release(ask.data.key);
      return;
    }
    const { id, key, ttlMs } = ask.data;
    void claims.claim(key, ttlMs).then((first) => {
      if (worker.isConnected()) worker.send({ kind: CLAIMED, id, first });
    });
  });
}

/** Keys carry shoppers' tokens and seals: the channel carries only their hashes. */
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");

/** A worker's side: its claims, asked of its primary (in its own memory if the primary does not answer in time). */
export function claimsThroughPrimary(): ClaimStore {
  const own = memoryClaimStore();
  const waiting = new Map<number, (first: boolean) => void>();
  let next = 0;
  let warned = false;
  process.on("message", (message: unknown) => {
    const answer = AnswerSchema.safeParse(message);
    if (answer.success) waiting.get(answer.data.id)?.(answer.data.first);
  });
  return {
    claim(key, ttlMs) {
      const id = next++;
      const ask = { kind: CLAIM, id, key: hashed(key), ttlMs };
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          if (!warned)
            log({ level: "warn", msg: "the primary did not answer a claim in time; claiming in this worker" });
          warned = true;
          resolve(own.claim(key, ttlMs));
        }, ANSWER_TIMEOUT_MS);
        waiting.set(id, (first) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(first);
        });
        process.send?.(ask);
      });
    },
    async release(key) {
      await own.release(key);
      process.send?.({ kind: RELEASE, key: hashed(key) });
    },
  };
}
