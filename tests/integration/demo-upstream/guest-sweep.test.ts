import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGuestSweep,
  GUEST_IDLE_DAYS,
  GUEST_SWEEP_BATCH,
} from "../../../server/demo-upstream/account/guest-sweep";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { startTestUpstream, type TestUpstream } from "./helpers";

/** Guest sessions, their tokens and baskets are deleted GUEST_IDLE_DAYS after they began, a bounded batch at a time. */

const DAY = 86_400;
const START = 1_800_000_000; // unix seconds
let upstream: TestUpstream;
let db: Database.Database;
let offer: { id: number; product_id: number };

beforeAll(async () => {
  upstream = await startTestUpstream({ seedProducts: 30 });
  db = new Database(databaseFile(upstream.dataDir, 30));
  offer = db.prepare("SELECT id, product_id FROM offers ORDER BY id LIMIT 1").get() as typeof offer;
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

let tokens = 0;
/** A guest session begun at `createdAt` with its token, a basket line and a wishlist entry. */
function guest(createdAt: number): number {
  const id = Number(db.prepare("INSERT INTO guest_sessions (created_at) VALUES (?)").run(createdAt).lastInsertRowid);
  db.prepare("INSERT INTO tokens (token, guest_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    `sweep-test-token-${++tokens}`.padEnd(40, "x"),
    id,
    createdAt,
    createdAt + 7 * DAY,
  );
  db.prepare("INSERT INTO basket_items (guest_id, offer_id, quantity, created_at) VALUES (?, ?, 1, ?)").run(
    id,
    offer.id,
    createdAt,
  );
  db.prepare("INSERT INTO wishlist_items (guest_id, product_id, created_at) VALUES (?, ?, ?)").run(
    id,
    offer.product_id,
    createdAt,
  );
  return id;
}
const owned = (table: string, id: number) =>
  db.prepare<[number], number>(`SELECT COUNT(*) FROM ${table} WHERE guest_id = ?`).pluck().get(id)!;
const session = (id: number) =>
  db.prepare<[number], number>("SELECT COUNT(*) FROM guest_sessions WHERE id = ?").pluck().get(id)!;

describe("the guest session sweep", () => {
  it("deletes a guest idle for the documented time with its token, basket and wishlist; keeps a younger one", () => {
    const old = guest(START);
    const young = guest(START + 2 * DAY);
    const sweep = createGuestSweep(db, {
      clock: () => (START + GUEST_IDLE_DAYS * DAY + DAY) * 1000,
      log: () => {},
    });
    sweep.sweepBatch();
    for (const table of ["tokens", "basket_items", "wishlist_items"]) expect(owned(table, old), table).toBe(0);
    expect(session(old)).toBe(0);
    expect(session(young)).toBe(1);
    expect(owned("basket_items", young)).toBe(1);
  });

  it("keeps a guest's preorder (the shop's lead) and the session it names, but not its token or basket", () => {
    const id = guest(START);
    db.prepare(
      "INSERT INTO preorders (guest_id, product_id, offer_id, name, phone, email, created_at) VALUES (?, ?, ?, 'Ольга', '+79165554433', 'olga@example.ru', ?)",
    ).run(id, offer.product_id, offer.id, START);
    createGuestSweep(db, { clock: () => (START + 40 * DAY) * 1000, log: () => {} }).sweepBatch();
    expect(owned("preorders", id)).toBe(1);
    expect(session(id)).toBe(1);
    expect(owned("tokens", id)).toBe(0);
    expect(owned("basket_items", id)).toBe(0);
  });

  it("works in batches of GUEST_SWEEP_BATCH, each one transaction", () => {
    const count = GUEST_SWEEP_BATCH + 50;
    db.transaction(() => {
      for (let i = 0; i < count; i++) guest(START + 10);
    })();
    const sweep = createGuestSweep(db, { clock: () => (START + 40 * DAY) * 1000, log: () => {} });
    const batches = [];
    for (let i = 0; i < 5; i++) {
      const { seen } = sweep.sweepBatch();
      batches.push(seen);
      if (seen < GUEST_SWEEP_BATCH) break;
    }
    expect(batches[0]).toBe(GUEST_SWEEP_BATCH);
    expect(batches.at(-1)).toBeLessThan(GUEST_SWEEP_BATCH);
    expect(
      db
        .prepare<[number], number>("SELECT COUNT(*) FROM guest_sessions WHERE created_at = ?")
        .pluck()
        .get(START + 10),
    ).toBe(0);
  });
});
