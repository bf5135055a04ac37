import { shipmentKind } from "../../../../app/contract/ids";
import { countOf, plural, WORDS } from "../../plural";
import { deliveryPrice, FREE_DELIVERY_FROM, SHIPMENT_IDS, type ShipmentId } from "../../account/order-vocabulary";
import { formatRoubles } from "../../format";
import { economySlots, expressSlots, pickupDays, type Slot } from "../calendar";
import type { PickupTime, StorePickupTimes } from "./store-pickup";

export type Variant = { code: "economy" | "express"; name: string; price: number; period: string; slots: Slot[] };
export type DeliverySystem = { id: ShipmentId; description: string; variants: Variant[] };

type Offer = {
  description: string;
  /** When the economy variant arrives, after `transit` days on the road (0 in the shop cities). */
  period: (transit: number) => string;
  slots: (nowMs: number, transit: number) => Slot[];
  /** A two-hour express variant as well (where the goods need no days on the road). */
  express?: true;
  /**
   * Store pickup: `sameDay` only while a shop can still hand the order over today, `nextDay` from the opening of the
   * next open day (store-pickup.ts); the period is then the earliest shop's time.
   */
  pickup?: keyof StorePickupTimes;
  /** Payment on receipt (to the courier or at the till) is offered. */
  payOnReceipt?: true;
  /** Days the order waits at a pickup point or shop. */
  keepDays?: number;
};

const noSlots = (): Slot[] => [];

/** The express variant of courier delivery arrives within a two-hour window. */
export const EXPRESS_PERIOD = "Сегодня или завтра, интервал 2 часа";
const PICKUP_POINT_KEEP_DAYS = 7;
const STORE_KEEP_DAYS = 3;

/** 'Через 3–4 дня', 'Через 7–8 дней'. */
const inDays = (from: number) => `Через ${from}–${from + 1} ${plural(from + 1, ["день", "дня", "дней"])}`;
/** 'От 2 дней', 'От 21 дня'. */
const fromDays = (days: number) => `От ${days} ${plural(days, ["дня", "дней", "дней"])}`;
const courierPeriod = (transit: number) => (transit === 0 ? "Завтра или послезавтра" : inDays(1 + transit));

/** What each shipment offers besides its name and price (order-vocabulary.ts); the information pages read it too. */
export const OFFERS: Record<ShipmentId, Offer> = {
  41: {
    description: `Доставим по адресу в удобный интервал. Бесплатно от ${formatRoubles(FREE_DELIVERY_FROM)}, экспресс — за 2 часа`,
    period: courierPeriod,
    slots: economySlots,
    express: true,
    payOnReceipt: true,
  },
  42: {
    description: "Курьер подождёт 15 минут, пока вы примеряете; оплатите только то, что подошло",
    period: courierPeriod,
    slots: economySlots,
    payOnReceipt: true,
  },
  43: {
    description: `Пункты выдачи СДЭК, Boxberry и 5Post; заказ хранится ${countOf(PICKUP_POINT_KEEP_DAYS, WORDS.day)}`,
    period: (transit) => fromDays(2 + transit),
    slots: pickupDays,
    keepDays: PICKUP_POINT_KEEP_DAYS,
  },
  44: {
    description: `Заберите заказ в магазине LOVE STORE: он будет ждать вас ${countOf(STORE_KEEP_DAYS, WORDS.day)}`,
    period: () => "Завтра, с открытия магазина",
    slots: noSlots,
    pickup: "nextDay",
    payOnReceipt: true,
    keepDays: STORE_KEEP_DAYS,
  },
  46: {
    description: "Все товары уже в магазине: заберите сегодня",
    period: () => "Сегодня, через 2 часа после заказа",
    slots: noSlots,
    pickup: "sameDay",
    keepDays: STORE_KEEP_DAYS,
  },
};

export const paysOnReceipt = (shipmentId: ShipmentId): boolean => OFFERS[shipmentId].payOnReceipt === true;

/** When an order of this store shipment can be picked up at a shop with these times; null for other shipments. */
export const storePickupFor = (shipmentId: ShipmentId, times: StorePickupTimes): PickupTime | null => {
  const pickup = OFFERS[shipmentId].pickup;
  return pickup ? times[pickup] : null;
};

export type Circumstances = {
  city: { has_courier: number; transit_days: number };
  /** Goods at selling prices: courier and pickup-point delivery are free from a sum (deliveryPrice). */
  goods: number;
  /** The warehouse covers every line: needed for couriers and pickup points. */
  onlineOk: boolean;
  hasPickupPoints: boolean;
  /** The earliest pickup times among the city's pickup shops that cover every line (nulls: none can). */
  storePickup: StorePickupTimes;
  nowMs: number;
};

function offered(id: ShipmentId, { city, onlineOk, hasPickupPoints, storePickup }: Circumstances): boolean {
  switch (shipmentKind(id)) {
    case "courier":
      return city.has_courier === 1 && onlineOk;
    case "pickupPoint":
      return onlineOk && hasPickupPoints;
    case "store":
      return storePickupFor(id, storePickup) !== null;
    default:
      return false;
  }
}

/** The shipments offered in a city for the basket, with their variants, prices and slots. */
export function offeredSystems(circumstances: Circumstances): DeliverySystem[] {
  const { goods, nowMs } = circumstances;
  const transit = circumstances.city.transit_days;
  return SHIPMENT_IDS.filter((id) => offered(id, circumstances)).map((id) => {
    const offer = OFFERS[id];
    const variants: Variant[] = [
      {
        code: "economy",
        name: "Обычная",
        price: deliveryPrice(id, goods),
        period: storePickupFor(id, circumstances.storePickup)?.text ?? offer.period(transit),
        slots: offer.slots(nowMs, transit),
      },
    ];
    if (offer.express && transit === 0) {
      variants.push({
        code: "express",
        name: "Экспресс",
        price: deliveryPrice(id, goods, true),
        period: EXPRESS_PERIOD,
        slots: expressSlots(nowMs),
      });
    }
    return { id, description: offer.description, variants };
  });
}
