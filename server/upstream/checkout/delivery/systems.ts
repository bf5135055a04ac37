import { shipmentKind } from "../../../../app/contract/ids";
import { countOf, plural, WORDS } from "../../plural";
import { deliveryPrice, FREE_DELIVERY_FROM, SHIPMENT_IDS, type ShipmentId } from "../../account/order-vocabulary";
import { formatRoubles } from "../../format";
import { economySlots, expressSlots, moscowHour, pickupDays, TODAY_PICKUP_UNTIL, type Slot } from "../calendar";

export type Variant = { code: "economy" | "express"; name: string; price: number; period: string; slots: Slot[] };
export type DeliverySystem = { id: ShipmentId; description: string; variants: Variant[] };

type Offer = {
  description: string;
  /** When the economy variant arrives, after `transit` days on the road (0 in the shop cities). */
  period: (transit: number) => string;
  slots: (nowMs: number, transit: number) => Slot[];
  /** A two-hour express variant as well (where the goods need no days on the road). */
  express?: true;
  /** Store pickup the same day: offered only until TODAY_PICKUP_UNTIL. */
  sameDay?: true;
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
    period: () => "Завтра, после 12:00",
    slots: noSlots,
    payOnReceipt: true,
    keepDays: STORE_KEEP_DAYS,
  },
  46: {
    description: "Все товары уже в магазине: заберите сегодня",
    period: () => "Сегодня, через 2 часа",
    slots: noSlots,
    sameDay: true,
    keepDays: STORE_KEEP_DAYS,
  },
};

export const paysOnReceipt = (shipmentId: ShipmentId): boolean => OFFERS[shipmentId].payOnReceipt === true;

/** Days from today until a store order can be picked up: 0 for same-day pickup, else 1. */
export const storePickupOffset = (shipmentId: ShipmentId): number => (OFFERS[shipmentId].sameDay ? 0 : 1);

export type Circumstances = {
  city: { has_courier: number; transit_days: number };
  /** Goods at selling prices: courier and pickup-point delivery are free from a sum (deliveryPrice). */
  goods: number;
  /** The warehouse covers every line: needed for couriers and pickup points. */
  onlineOk: boolean;
  hasPickupPoints: boolean;
  /** Some pickup shop of the city covers every line. */
  hasStores: boolean;
  nowMs: number;
};

function offered(id: ShipmentId, { city, onlineOk, hasPickupPoints, hasStores, nowMs }: Circumstances): boolean {
  switch (shipmentKind(id)) {
    case "courier":
      return city.has_courier === 1 && onlineOk;
    case "pickupPoint":
      return onlineOk && hasPickupPoints;
    case "store":
      return hasStores && (!OFFERS[id].sameDay || moscowHour(nowMs) < TODAY_PICKUP_UNTIL);
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
        period: offer.period(transit),
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
