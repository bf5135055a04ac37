import type Database from "better-sqlite3";
import { shipmentKind } from "../../../../app/contract/ids";
import type { DeliveryEstimate, DeliveryOption } from "../../../../app/contract/delivery-estimate";
import { isoDay, moscowDay } from "../calendar";
import type { CityLookup } from "./cities";
import type { Places } from "./places";
import type { StockReader } from "./stock";
import { earliestTimes, shopPickupTimes, type StorePickupTimes } from "./store-pickup";
import { offeredSystems, storePickupFor, type DeliverySystem } from "./systems";

const DAY_MS = 86_400_000;

/** Days from `today` to an ISO day (`2025-09-12`, or a slot's `2025-09-12/10-14`). */
const daysUntil = (today: string, day: string) =>
  Math.round((Date.parse(day.slice(0, 10)) - Date.parse(today)) / DAY_MS);

/** The earliest a system's variants bring the goods, with that variant's price (the cheaper of two equally soon). */
function soonest(
  system: DeliverySystem,
  today: string,
  storePickup: StorePickupTimes,
): { days: number; price: number } | null {
  const kind = shipmentKind(system.id);
  const options = system.variants.flatMap((variant) => {
    if (variant.slots.length > 0) return [{ days: daysUntil(today, variant.slots[0].value), price: variant.price }];
    // Shop pickup has no slots: the order waits in the shop from when the earliest shop can hand it over.
    const pickup = kind === "store" ? storePickupFor(system.id, storePickup) : null;
    return pickup ? [{ days: pickup.day.offset, price: variant.price }] : [];
  });
  return options.reduce<{ days: number; price: number } | null>(
    (best, option) =>
      !best || option.days < best.days || (option.days === best.days && option.price < best.price) ? option : best,
    null,
  );
}

/**
 * The product page's delivery estimate: what the checkout would offer a basket of one unit of the product in the
 * city (the same shipments, prices, days and slots, `offeredSystems`), for any of its sizes — couriers and pickup
 * points when the warehouse holds one, shop pickup when a pickup shop of the city does.
 */
export function createDeliveryEstimate(deps: {
  db: Database.Database;
  cities: CityLookup;
  places: Places;
  readStock: StockReader;
  clock: () => number;
}) {
  const { db, cities, places, readStock, clock } = deps;
  const sellingPrice = db.prepare<[number], number>("SELECT discount_price FROM products WHERE id = ?").pluck();
  const offerIds = db.prepare<[number], number>("SELECT id FROM offers WHERE product_id = ?").pluck();

  return (cityCode: string, productId: number): DeliveryEstimate | "unknown city" | "unknown product" => {
    const city = cities.byCode(cityCode.toLowerCase());
    if (!city) return "unknown city";
    const price = sellingPrice.get(productId);
    if (price === undefined) return "unknown product";
    const offers = offerIds.all(productId);
    const stock = readStock(city.id, offers);
    const inStock = (quantities: Map<number, number>) => offers.some((id) => (quantities.get(id) ?? 0) > 0);
    const nowMs = clock();
    // Each pickup shop holding a size hands it over by its own hours, in the city's time.
    const storePickup = earliestTimes(
      places
        .pickupStores(city.id)
        .filter((store) => inStock(stock.stores.get(store.id) ?? new Map()))
        .map((store) => shopPickupTimes(store, city.time_zone, nowMs)),
    );
    const systems = offeredSystems({
      city,
      goods: price,
      onlineOk: inStock(stock.online),
      hasPickupPoints: places.pickupPoints(city.id).length > 0,
      storePickup,
      nowMs,
    });
    const today = isoDay(moscowDay(nowMs, 0));
    const best = new Map<DeliveryOption["kind"], DeliveryOption>();
    for (const system of systems) {
      const kind = shipmentKind(system.id);
      const option = soonest(system, today, storePickup);
      if (!kind || !option) continue;
      const known = best.get(kind);
      if (known && (known.days < option.days || (known.days === option.days && known.price <= option.price))) continue;
      best.set(kind, {
        kind,
        shipmentId: system.id,
        days: option.days,
        date: isoDay(moscowDay(nowMs, option.days)),
        price: option.price,
      });
    }
    return { city: { code: city.code, name: city.name }, options: [...best.values()] };
  };
}

export type DeliveryEstimator = ReturnType<typeof createDeliveryEstimate>;
