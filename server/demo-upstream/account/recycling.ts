import type Database from "better-sqlite3";
import type { Recycling } from "../../../app/contract/account";
import { isoDate } from "../format";

type VisitRow = {
  id: number;
  created_at: number;
  store: string;
  city: string;
  items_count: number;
  bonuses: number;
  description: string;
};

/** LOVE 2.0: the user's visits handing in clothes for recycling, newest first. */
export function createRecyclingStore(db: Database.Database) {
  const visits = db.prepare<[number], VisitRow>(
    `SELECT v.id, v.created_at, s.name AS store, c.name AS city, v.items_count, v.bonuses, v.description
     FROM recycling_visits v JOIN stores s ON s.id = v.store_id JOIN cities c ON c.id = s.city_id
     WHERE v.user_id = ? ORDER BY v.created_at DESC, v.id DESC`,
  );
  return {
    get: (userId: number): Recycling => {
      const items = visits.all(userId).map((row) => ({
        id: row.id,
        date: isoDate(row.created_at),
        store: `${row.store}, ${row.city}`,
        itemsCount: row.items_count,
        bonuses: row.bonuses,
        description: row.description,
      }));
      return { totalBonuses: items.reduce((sum, item) => sum + item.bonuses, 0), items };
    },
  };
}

export type RecyclingStore = ReturnType<typeof createRecyclingStore>;
