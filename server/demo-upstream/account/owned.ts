import type Database from "better-sqlite3";
import { ownerColumn, type Owner } from "../http/sessions";

/**
 * Statements over rows owned by a user or a guest session: `{owner}` in the SQL stands for the owner column,
 * and one statement is prepared per column.
 */
export function ownedStatement<Params extends unknown[] | object, Row = unknown>(db: Database.Database, sql: string) {
  const statements = {
    user_id: db.prepare<Params, Row>(sql.replaceAll("{owner}", "user_id")),
    guest_id: db.prepare<Params, Row>(sql.replaceAll("{owner}", "guest_id")),
  };
  return (owner: Owner) => statements[ownerColumn(owner)];
}
