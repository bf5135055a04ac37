import type Database from "better-sqlite3";
import type { Logger } from "../logger";
import { startBatchedSweep } from "./batched-sweep";

/**
 * Days after a guest session began that the sweep deletes it. Its one token works TOKEN_TTL_SECONDS
 * (http/sessions.ts: 7 days, the cookie's age) from then, so a swept guest has been unable to act for at least 23 days.
 */
export const GUEST_IDLE_DAYS = 30;
/** Guest sessions one sweep step deletes at most (one transaction; the next batch after other work). */
export const GUEST_SWEEP_BATCH = 200;
/** How often the sweep runs, unless the upstream's options say otherwise. */
export const DEFAULT_GUEST_SWEEP_MS = 60 * 60_000;

// What a guest session owns and is deleted with it. Its preorders and back-in-stock requests (stock_subscriptions)
// are the shop's leads, not the guest's cart: they stay, and so does the session row they point to.
const OWNED = ["tokens", "basket_items", "basket_certificates", "wishlist_items", "order_drafts"] as const;

/**
 * Deletes guest sessions GUEST_IDLE_DAYS old with their tokens, basket lines (goods and certificates), wishlist and
 * checkout draft, a bounded batch at a time in one transaction. `clock` is the upstream's (unix milliseconds).
 */
export function createGuestSweep(db: Database.Database, { clock, log }: { clock: () => number; log: Logger }) {
  const dueSessions = db.prepare<[number, number, number], number>(
    "SELECT id FROM guest_sessions WHERE id > ? AND created_at <= ? ORDER BY id LIMIT ?",
  );
  const deletes = OWNED.map((table) => db.prepare<[number]>(`DELETE FROM ${table} WHERE guest_id = ?`));
  const deleteSession = db.prepare<[number]>(
    `DELETE FROM guest_sessions WHERE id = ?
       AND NOT EXISTS (SELECT 1 FROM preorders WHERE guest_id = guest_sessions.id)
       AND NOT EXISTS (SELECT 1 FROM stock_subscriptions WHERE guest_id = guest_sessions.id)`,
  );
  // Sessions kept for their preorders are passed over by this process after their first sweep.
  let after = 0;

  /** One batch: how many sessions it went through (GUEST_SWEEP_BATCH: there may be more). */
  const sweepBatch = db.transaction((): { seen: number; deleted: number } => {
    const cutoff = Math.floor(clock() / 1000) - GUEST_IDLE_DAYS * 86_400;
    const ids = dueSessions.pluck().all(after, cutoff, GUEST_SWEEP_BATCH);
    let deleted = 0;
    for (const id of ids) {
      for (const remove of deletes) remove.run(id);
      deleted += deleteSession.run(id).changes;
    }
    if (ids.length > 0) after = ids[ids.length - 1];
    return { seen: ids.length, deleted };
  });

  return {
    sweepBatch,
    /** The periodic sweep (one at start too); its timers keep no process alive; the returned function stops it. */
    startSweep: (intervalMs: number): (() => void) =>
      startBatchedSweep(
        intervalMs,
        () => {
          const { seen, deleted } = sweepBatch();
          if (deleted > 0) log({ level: "info", msg: "guest sessions swept", deleted, idleDays: GUEST_IDLE_DAYS });
          return seen === GUEST_SWEEP_BATCH;
        },
        log,
        "guest session sweep failed",
      ),
  };
}
