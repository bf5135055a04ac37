import type Database from "better-sqlite3";
import { shipmentKind } from "../../../app/contract/ids";
import type { ShipmentId } from "../account/order-vocabulary";
import { formatDay } from "../format";
import { OWNED_CERTIFICATES, PARTIAL_SPEND } from "./certificates";
import { AFFORDABLE_PRICE, COUPON, ORDER_PLAN, type OrderPlan } from "./demo-order-plan";
import type { Random } from "./random";
import { DAY, HOUR, SEED_NOW } from "./time";

export type OfferRow = {
  offer_id: number;
  product_id: number;
  size: string;
  name: string;
  price: number;
  discount_price: number;
};
type Place = { id: number; name: string; address: string };

/** Where a demo user's orders go: the first of their addresses. */
export type Home = { cityId: number; cityName: string; street: string; building: string; apartment: string };

/** A planned order with its items and delivery; the money that depends on bonuses comes later (demo-orders.ts). */
export type OrderDraft = {
  plan: OrderPlan;
  id: number;
  createdAt: number;
  certificate: "used" | "partial" | undefined;
  items: { offer: OfferRow; quantity: number }[];
  basketAmount: number;
  couponAmount: number;
  shipmentId: ShipmentId;
  address: string;
  interval: string;
  storeId: number | null;
  pickupPointId: number | null;
  intervalId: number | null;
};

/** Pass 1 of a demo user's orders: every order's items and delivery, drawn from `random` in plan order. */
export function createOrderDrafter(db: Database.Database) {
  // Offers are drawn by random id (ids are 1…max), so the seed does not load a large catalogue into memory.
  const offerById = db.prepare<[number], OfferRow>(
    `SELECT o.id AS offer_id, o.product_id, o.size, p.name, p.price, p.discount_price
     FROM offers o JOIN products p ON p.id = o.product_id WHERE o.id = ?`,
  );
  const maxOfferId = db.prepare<[], number>("SELECT MAX(id) FROM offers").pluck().get()!;
  const pickupStores = db.prepare<[number], Place>(
    "SELECT id, name, address FROM stores WHERE city_id = ? AND is_pickup = 1 ORDER BY id",
  );
  const pickupPoints = db.prepare<[number], Place>(
    "SELECT id, name, address FROM pickup_points WHERE city_id = ? ORDER BY id",
  );
  const intervals = db
    .prepare<[], { id: number; name: string }>("SELECT id, name FROM delivery_intervals ORDER BY sort")
    .all();

  /** A random offer; for the card holder one costing at most AFFORDABLE_PRICE when a few draws find one. */
  const pickOffer = (random: Random, affordable: boolean): OfferRow => {
    let fallback: OfferRow | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      const offer = offerById.get(random.int(1, maxOfferId));
      if (!offer) continue;
      if (!affordable || offer.discount_price <= AFFORDABLE_PRICE) return offer;
      fallback ??= offer;
    }
    return fallback ?? offerById.get(1)!;
  };

  const delivery = (random: Random, shipmentId: ShipmentId, home: Home, createdAt: number) => {
    const readyDay = formatDay(createdAt + 2 * DAY);
    switch (shipmentKind(shipmentId)) {
      case "courier": {
        const slot = random.pick(intervals);
        return {
          address: `${home.cityName}, ${home.street}, д. ${home.building}${home.apartment ? `, кв. ${home.apartment}` : ""}`,
          // Try-on delivery (42) comes the next day.
          interval: `${shipmentId === 42 ? formatDay(createdAt + DAY) : readyDay}, ${slot.name}`,
          storeId: null,
          pickupPointId: null,
          intervalId: slot.id,
        };
      }
      case "pickupPoint": {
        const point = random.pick(pickupPoints.all(home.cityId));
        return {
          address: `${home.cityName}, ${point.name}, ${point.address}`,
          interval: `с ${readyDay}`,
          storeId: null,
          pickupPointId: point.id,
          intervalId: null,
        };
      }
      default: {
        const store = random.pick(pickupStores.all(home.cityId));
        return {
          address: `${home.cityName}, ${store.name}, ${store.address}`,
          interval: `с ${readyDay}`,
          storeId: store.id,
          pickupPointId: null,
          intervalId: null,
        };
      }
    }
  };

  /** The card holder buys one or two affordable items at a time, so her level stays predictable (see loyalty-card.ts). */
  return (random: Random, isCardHolder: boolean, home: Home, firstId: number): OrderDraft[] =>
    ORDER_PLAN.map((plan, index) => {
      const id = firstId + index;
      const createdAt = Math.round(SEED_NOW - plan.daysAgo * DAY - random.int(1, 10) * HOUR);
      const certificate = isCardHolder ? plan.certificate : undefined;
      const minBasket =
        certificate === "used"
          ? OWNED_CERTIFICATES.used.amount + 500
          : certificate === "partial"
            ? PARTIAL_SPEND + 500
            : 0;

      // Items: one to three products (one or two for the card holder; more until the basket reaches minBasket).
      const items: OrderDraft["items"] = [];
      const wanted = random.int(1, isCardHolder ? 2 : 3);
      let basketAmount = 0;
      while (items.length < wanted || (basketAmount < minBasket && items.length < 8)) {
        let offer = pickOffer(random, isCardHolder);
        for (
          let attempt = 0;
          attempt < 10 && items.some((item) => item.offer.product_id === offer.product_id);
          attempt++
        )
          offer = pickOffer(random, isCardHolder);
        const quantity = !isCardHolder && random.chance(0.15) ? 2 : 1;
        items.push({ offer, quantity });
        basketAmount += offer.discount_price * quantity;
      }

      const shipmentId = plan.shipment;
      const couponAmount = plan.coupon ? Math.floor((basketAmount * COUPON.percent) / 100) : 0;
      return {
        plan,
        id,
        createdAt,
        certificate,
        items,
        basketAmount,
        couponAmount,
        shipmentId,
        ...delivery(random, shipmentId, home, createdAt),
      };
    });
}
