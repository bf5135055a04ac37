import type Database from "better-sqlite3";
import type { CheckoutInput } from "../../../app/contract/order";
import { ownedStatement } from "../account/owned";
import { nowSeconds } from "../format";
import type { Owner } from "../http/sessions";
import { parseStoredInput } from "./input";

/** Active basket lines as [offerId, quantity], as the last calculation saw them. */
export type LineSnapshot = [offerId: number, quantity: number][];

export type Draft = { cityCode: string | null; input: CheckoutInput | null; lines: LineSnapshot | null };

type DraftRow = { city_code: string | null; input: string | null; lines: string | null };

function parseLines(json: string | null): LineSnapshot | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) &&
      value.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every(Number.isInteger))
      ? (value as LineSnapshot)
      : null;
  } catch {
    return null;
  }
}

/** The checkout draft of each owner (user or guest session): the city of the last init and the last calculated input. */
export function createDraftStore(db: Database.Database) {
  const select = ownedStatement<[number], DraftRow>(
    db,
    "SELECT city_code, input, lines FROM order_drafts WHERE {owner} = ?",
  );
  const upsert = ownedStatement<[number, string | null, string | null, string | null, number]>(
    db,
    `INSERT INTO order_drafts ({owner}, city_code, input, lines, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT ({owner}) WHERE {owner} IS NOT NULL
       DO UPDATE SET city_code = excluded.city_code, input = excluded.input, lines = excluded.lines, updated_at = excluded.updated_at`,
  );
  const clear = ownedStatement<[number, number]>(
    db,
    "UPDATE order_drafts SET input = NULL, lines = NULL, updated_at = ? WHERE {owner} = ?",
  );

  return {
    get: (owner: Owner): Draft => {
      const row = select(owner).get(owner.id);
      return {
        cityCode: row?.city_code ?? null,
        input: parseStoredInput(row?.input ?? null),
        lines: parseLines(row?.lines ?? null),
      };
    },
    put: (owner: Owner, draft: Draft): void => {
      upsert(owner).run(
        owner.id,
        draft.cityCode,
        draft.input === null ? null : JSON.stringify(draft.input),
        draft.lines === null ? null : JSON.stringify(draft.lines),
        nowSeconds(),
      );
    },
    /** After an order is placed: the input goes, the city stays. */
    clear: (owner: Owner): void => {
      clear(owner).run(nowSeconds(), owner.id);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
