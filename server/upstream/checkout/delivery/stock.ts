import type Database from "better-sqlite3";

/** Quantities per offer id. */
export type Quantities = Map<number, number>;

/** Stock of the basket's offers: online (warehouse) for couriers and pickup points, each pickup shop's own for pickup there. */
export type Stock = { online: Quantities; stores: Map<number, Quantities> };

type Line = { offerId: number; quantity: number };

/** The lines `quantities` cannot cover (no quantities at all covers none). */
export function linesShort<L extends Line>(quantities: Quantities | undefined, lines: L[]): L[] {
  return lines.filter((line) => (quantities?.get(line.offerId) ?? 0) < line.quantity);
}

export function createStockReader(db: Database.Database) {
  const online = db.prepare<[string], { id: number; quantity: number }>("SELECT id, quantity FROM offers WHERE id IN (SELECT value FROM json_each(?))");
  const inStores = db.prepare<[number, string], { store_id: number; offer_id: number; quantity: number }>(
    `SELECT st.store_id, st.offer_id, st.quantity FROM offer_stock st JOIN stores s ON s.id = st.store_id
     WHERE s.city_id = ? AND s.is_pickup = 1 AND st.offer_id IN (SELECT value FROM json_each(?))`,
  );

  /** The offers' online stock, and their stock in the pickup shops of the city (none without a city). */
  return (cityId: number | null, offerIds: number[]): Stock => {
    const ids = JSON.stringify(offerIds);
    const stores = new Map<number, Quantities>();
    if (cityId !== null) {
      for (const row of inStores.all(cityId, ids)) {
        if (!stores.has(row.store_id)) stores.set(row.store_id, new Map());
        stores.get(row.store_id)!.set(row.offer_id, row.quantity);
      }
    }
    return { online: new Map(online.all(ids).map((row) => [row.id, row.quantity])), stores };
  };
}

export type StockReader = ReturnType<typeof createStockReader>;
