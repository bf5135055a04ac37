/**
 * A table of rows owned by a user or by a guest session, never both (account/owned.ts prepares their statements per
 * owner column): the id and the two owner columns, then `columns` (the table's own column lines, each ending in a
 * comma), then the CHECK.
 */
export function ownedTable(name: string, columns: string): string {
  return `
CREATE TABLE ${name} (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
${columns.replace(/^\n+|\s+$/g, "")}
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);
`;
}

/** One partial index per owner column, `{table}_user` and `{table}_guest`, on the owner and then `columns`. */
export function ownedIndexes(table: string, columns: string[], { unique }: { unique: boolean }): string {
  const create = unique ? "CREATE UNIQUE INDEX" : "CREATE INDEX";
  return (["user", "guest"] as const)
    .map(
      (owner) =>
        `${create} ${table}_${owner} ON ${table}(${[`${owner}_id`, ...columns].join(", ")}) WHERE ${owner}_id IS NOT NULL;`,
    )
    .join("\n");
}
