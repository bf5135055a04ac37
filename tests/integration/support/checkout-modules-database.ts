import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { BasketLine } from "../../../app/contract/basket";
import { openDatabase } from "../../../server/demo-upstream/db/open";
import type { Owner } from "../../../server/demo-upstream/http/sessions";

/** Wednesday 10.09.2025, 10:00 in Moscow. */
export const NOW = Date.UTC(2025, 8, 10, 7, 0);
export const ANNA: Owner & { kind: "user" } = { kind: "user", id: 1 };
export const MOSCOW = 1;
export let dataDir: string;
export let db: Database.Database;
export const value = <T>(sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** A line of a basket: only what the reservation reads. */
export const line = (offerId: number, quantity: number) =>
  ({
    id: 0,
    offerId,
    productId: value<number>("SELECT product_id FROM offers WHERE id = ?", offerId),
    quantity,
  }) as BasketLine;

/** Starts this test file's fixtures before its tests and stops them after. */
export function withCheckoutModulesDatabase(): void {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "upstream-checkout-modules-"));
    db = openDatabase(dataDir, 40, () => {});
  });
  afterAll(() => {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Every test's writes are undone: the database stays as seeded.
  beforeEach(() => {
    db.exec("BEGIN");
  });
  afterEach(() => {
    db.exec("ROLLBACK");
  });
}
