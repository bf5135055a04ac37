import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { seedDatabase } from "../seed";
import type { Logger } from "../logger";
import { INDEXES_SQL, SCHEMA_SQL, SCHEMA_VERSION } from "./schema";

export function databaseFile(dataDir: string, seedProducts: number): string {
  return join(dataDir, `store-${seedProducts}.sqlite`);
}

function hasCurrentSchema(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma("user_version", { simple: true }) === SCHEMA_VERSION;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** Seeds into a temporary file and renames it into place, so a half-built database is never opened. */
function buildDatabase(file: string, seedProducts: number, log: Logger): void {
  const started = performance.now();
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  const db = new Database(temporary);
  try {
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.transaction(() => {
      db.exec(SCHEMA_SQL);
      seedDatabase(db, seedProducts);
      db.exec(INDEXES_SQL);
    })();
    db.pragma("analysis_limit = 1000");
    db.exec("ANALYZE");
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    db.pragma("journal_mode = WAL");
  } finally {
    db.close();
  }
  // A stale write-ahead log of the old file must not be replayed onto the new one.
  for (const suffix of ["-wal", "-shm"]) rmSync(file + suffix, { force: true });
  renameSync(temporary, file);
  log({
    level: "info",
    msg: "database seeded",
    file,
    products: seedProducts,
    ms: Math.round(performance.now() - started),
  });
}

/** Opens `${dataDir}/store-${seedProducts}.sqlite`, creating and seeding it when missing or of another schema version. */
export function openDatabase(dataDir: string, seedProducts: number, log: Logger): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const file = databaseFile(dataDir, seedProducts);
  if (!hasCurrentSchema(file)) buildDatabase(file, seedProducts, log);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}
