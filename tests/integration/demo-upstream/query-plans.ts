import type Database from "better-sqlite3";

/** A statement the catalogue code ran, with the parameters it bound. */
export type RunStatement = { sql: string; params: unknown[] };

const RUNS = new Set<PropertyKey>(["all", "get", "run", "iterate"]);

/**
 * The connection as the catalogue code sees it, recording every statement it runs (SQL and bound parameters), so a
 * test can explain exactly the SQL that code builds for given parameters instead of a copy of it. Statement methods
 * that return the statement itself (`pluck()`, `raw()`…) return the recording one.
 */
export function recordingConnection(db: Database.Database): { db: Database.Database; runs: RunStatement[] } {
  const runs: RunStatement[] = [];
  const record = (sql: string, statement: Database.Statement): Database.Statement => {
    const recording: Database.Statement = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (RUNS.has(property)) runs.push({ sql, params: args });
          const result: unknown = value.apply(target, args);
          return result === target ? recording : result;
        };
      },
    });
    return recording;
  };
  const connection = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => record(sql, target.prepare(sql));
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: connection, runs };
}

/** SQLite's `EXPLAIN QUERY PLAN` of a run statement: one detail line per step (`SEARCH ps USING INDEX …`). */
export function queryPlan(db: Database.Database, run: RunStatement): string[] {
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${run.sql}`).all(...run.params) as { detail: string }[];
  return rows.map((row) => row.detail);
}

/** The full-text index read through MATCH (FTS5 names a MATCH constraint `M` in its index string). */
export const FTS_MATCH = /^SCAN product_search VIRTUAL TABLE INDEX \d+:M/;
/** A bound JSON list (`IN (SELECT value FROM json_each(?))`): a few values the request gave. */
const JSON_LIST = /^SCAN json_each VIRTUAL TABLE\b/;

/**
 * The steps that read a whole table or index: every SCAN but the two that are bounded by the request — the full-text
 * index through MATCH and a bound JSON list. Products, their sections, offers and stock must be reached by SEARCH.
 */
export const fullScans = (plan: string[]): string[] =>
  plan.filter((step) => step.startsWith("SCAN ") && !FTS_MATCH.test(step) && !JSON_LIST.test(step));

/** Steps that sort or group every row found (instead of reading them in an index's order). */
export const tempSorts = (plan: string[]): string[] => plan.filter((step) => step.startsWith("USE TEMP B-TREE"));
