import type { Worker } from "node:cluster";
import { z } from "zod";
import { log } from "./log";

/**
 * A cluster's workers ask their primary for what must be kept once for all of them (server/worker-shared.ts: the
 * one-time claims and the per-client limits without REDIS_URL), over the cluster's IPC channel. Every question has
 * a deadline: a primary that does not answer in time leaves the answer to the worker itself.
 */

const ASK = "storefront:ask";
const ANSWER = "storefront:answer";

const AskSchema = z.object({ rpc: z.literal(ASK), id: z.number().int(), kind: z.string().max(40), body: z.unknown() });
const AnswerSchema = z.object({ rpc: z.literal(ANSWER), id: z.number().int(), body: z.unknown() });

/** The primary's side: answers a worker's questions, each kind by its handler (one listener, one parse a message). */
export function answerQuestions(worker: Worker, handlers: Record<string, (body: unknown) => Promise<unknown>>): void {
  worker.on("message", (message: unknown) => {
    const ask = AskSchema.safeParse(message);
    const answer = ask.success && Object.hasOwn(handlers, ask.data.kind) ? handlers[ask.data.kind] : undefined;
    if (!ask.success || !answer) return;
    const { id, kind, body } = ask.data;
    void answer(body).then(
      (reply) => worker.isConnected() && worker.send({ rpc: ANSWER, id, body: reply }),
      (error: unknown) =>
        log({ level: "error", msg: "the primary could not answer a worker", kind, error: String(error) }),
    );
  });
}

/** How long a worker waits for its primary: a request never hangs on it. */
const ANSWER_TIMEOUT_MS = 500;

/** A worker's side: asks the primary, and answers itself (`ownAnswer`) when the primary does not in time. */
export function primaryAsker() {
  const waiting = new Map<number, (body: unknown) => void>();
  let next = 0;
  let warned = false;
  process.on("message", (message: unknown) => {
    const answer = AnswerSchema.safeParse(message);
    if (answer.success) waiting.get(answer.data.id)?.(answer.data.body);
  });
  return function ask<T>(kind: string, body: unknown, schema: z.ZodType<T>, ownAnswer: () => Promise<T>): Promise<T> {
    const id = next++;
    return new Promise<T>((resolve) => {
      const own = () => {
        waiting.delete(id);
        if (!warned)
          log({ level: "warn", msg: "the primary did not answer in time; this worker answers itself", kind });
        warned = true;
        resolve(ownAnswer());
      };
      const timer = setTimeout(own, ANSWER_TIMEOUT_MS);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        const parsed = schema.safeParse(reply);
        if (parsed.success) resolve(parsed.data);
        else own();
      });
      if (process.send) process.send({ rpc: ASK, id, kind, body });
      else {
        clearTimeout(timer);
        own();
      }
    });
  };
}
