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
  const online = db.prepare<[string], { id: number; quantity: number }>(
    "SELECT id, quantity FROM offers WHERE id IN (SELECT value FROM json_each(?))",
  );
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

export type DeliveryKind = "courier" | "pickupPoint" | "store";

type BasketLineLike = Line & { maxQuantity: number };

/** What the city offers at all, before the basket: couriers, pickup points, pickup shops. */
export type CityKinds = { courier: boolean; pickupPoint: boolean; store: boolean };

export type Blocking<L> = { line: L; kinds: DeliveryKind[]; reason: string };

/**
 * The lines that keep a delivery kind of the city from being offered, with the kinds and a reason for the shopper.
 * Couriers and pickup points ship from the warehouse, so a line it cannot cover blocks both; store pickup needs one
 * shop that holds every line, so a line no pickup shop holds blocks it — and when each line is in some shop but no
 * shop holds them all, the lines the best-stocked shop lacks block it.
 */
export function blockingLines<L extends BasketLineLike>(lines: L[], stock: Stock, city: CityKinds): Blocking<L>[] {
  const fromWarehouse: DeliveryKind[] = [
    ...(city.courier ? (["courier"] as const) : []),
    ...(city.pickupPoint ? (["pickupPoint"] as const) : []),
  ];
  const warehouseShort = new Set(fromWarehouse.length > 0 ? linesShort(stock.online, lines) : []);
  const shops = [...stock.stores.values()];
  const storeShort = new Set<L>();
  let apartInShops = false;
  if (city.store && !shops.some((shop) => linesShort(shop, lines).length === 0)) {
    for (const line of lines)
      if (!shops.some((shop) => (shop.get(line.offerId) ?? 0) >= line.quantity)) storeShort.add(line);
    if (storeShort.size === 0 && shops.length > 0) {
      const best = shops.reduce((a, b) => (linesShort(b, lines).length < linesShort(a, lines).length ? b : a));
      for (const line of linesShort(best, lines)) storeShort.add(line);
      apartInShops = true;
    }
  }
  return lines.flatMap((line) => {
    const kinds: DeliveryKind[] = [
      ...(warehouseShort.has(line) ? fromWarehouse : []),
      ...(storeShort.has(line) ? (["store"] as const) : []),
    ];
    if (kinds.length === 0) return [];
    return [{ line, kinds, reason: blockingReason(line, kinds, apartInShops) }];
  });
}

function blockingReason(line: BasketLineLike, kinds: DeliveryKind[], apartInShops: boolean): string {
  if (line.quantity > line.maxQuantity) return `Доступно: ${line.maxQuantity} шт. — уменьшите количество`;
  if (!kinds.includes("store")) return "Есть только в магазине: доступен самовывоз, но не доставка";
  if (apartInShops) return "Лежит в другом магазине, чем остальные товары";
  if (kinds.length === 1) return "Нет в магазинах города: доступна только доставка";
  return "Нет в наличии для заказа в этом городе";
}
