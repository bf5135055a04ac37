import type Database from "better-sqlite3";

/** The readiness check: throws when the database cannot answer a query. */
export function createDatabaseProbe(db: Database.Database): () => void {
  const probe = db.prepare("SELECT 1");
  return () => {
    probe.get();
  };
}
