import { limitStore } from "./limit-store.server";
import type { LimitRule } from "./memory-limits";
import { clientKey } from "./rate-limit.server";

/** The message next to a form whose sender (its network, its phone or its e-mail) has written too often. */
export const TOO_MANY_WRITES = "Слишком много заявок. Попробуйте позже.";

export type WriteKind = "franchise" | "vacancy" | "preorder" | "subscribe";

const HOUR = 60 * 60_000;

/**
 * How many of each public write one client and one phone or e-mail may send an hour. Every accepted one is a row
 * upstream and often a letter to a person; the budgets are a shopper's busiest hour several times over.
 */
export const WRITE_LIMITS: Record<WriteKind, { client: LimitRule; contact: LimitRule }> = {
  franchise: {
    client: { name: "franchise", limit: 10, windowMs: HOUR },
    contact: { name: "franchise-contact", limit: 5, windowMs: HOUR },
  },
  vacancy: {
    client: { name: "vacancy", limit: 10, windowMs: HOUR },
    contact: { name: "vacancy-contact", limit: 5, windowMs: HOUR },
  },
  preorder: {
    client: { name: "preorder", limit: 20, windowMs: HOUR },
    contact: { name: "preorder-contact", limit: 10, windowMs: HOUR },
  },
  subscribe: {
    client: { name: "subscribe", limit: 30, windowMs: HOUR },
    contact: { name: "subscribe-contact", limit: 20, windowMs: HOUR },
  },
};

/**
 * One more write of a kind, counted per client (its IPv4 address or IPv6 /64) and per phone and e-mail it names, in
 * the same store as the login limits (Redis when REDIS_URL is set). The client's budget is spent first: once refused,
 * a client's further posts spend no phone's or e-mail's budget. False when refused.
 */
export async function writeTry(
  args: { context: unknown },
  kind: WriteKind,
  contacts: ReadonlyArray<string | undefined>,
): Promise<boolean> {
  const { client, contact } = WRITE_LIMITS[kind];
  const store = limitStore();
  if (!(await store.consume(client, `client:${clientKey(args)}`)).allowed) return false;
  for (const value of contacts) {
    if (!value) continue;
    const key = `contact:${value.trim().toLowerCase()}`;
    if (!(await store.consume(contact, key)).allowed) return false;
  }
  return true;
}
