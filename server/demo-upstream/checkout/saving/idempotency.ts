import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import type { SaveBody } from "../input";
import type { SavedOrderRow } from "./saved-order";

/** The same owner saving the same request within this many seconds gets the order placed by the first one. */
export const REPEAT_WINDOW_SECONDS = 10;

/** What identifies a save request: the hash of its whole body. */
export const requestHash = (body: SaveBody): string => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/** The user's latest order placed by the same request within the window before `nowSeconds`. */
export function createRepeatLookup(db: Database.Database) {
  const repeated = db.prepare<[number, string, number], SavedOrderRow>(
    `SELECT id, number, payment_id, is_payed, status, total FROM orders
     WHERE user_id = ? AND input_hash = ? AND created_at >= ? ORDER BY id DESC LIMIT 1`,
  );
  return (userId: number, hash: string, nowSeconds: number): SavedOrderRow | undefined =>
    repeated.get(userId, hash, nowSeconds - REPEAT_WINDOW_SECONDS);
}
