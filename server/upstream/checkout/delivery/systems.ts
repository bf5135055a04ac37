import { shipmentKind } from "../../../../app/domain/checkout";
import { plural } from "../../../../app/domain/plural";
import { deliveryPrice, SHIPMENT_IDS, type ShipmentId } from "../../account/order-vocabulary";
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
};

const noSlots = (): Slot[] => [];

/** 'Через 3–4 дня', 'Через 7–8 дней'. */
const inDays = (from: number) => `Через ${from}–${from + 1} ${plural(from + 1, ["день", "дня", "дней"])}`;
/** 'От 2 дней', 'От 21 дня'. */
const fromDays = (days: number) => `От ${days} ${plural(days, ["дня", "дней", "дней"])}`;
const courierPeriod = (transit: number) => (transit === 0 ? "Завтра или послезавтра" : inDays(1 + transit));

/** What each shipment offers besides its name and price (order-vocabulary.ts). */
const OFFERS: Record<ShipmentId, Offer> = {
  41: {
    description: "Доставим по адресу в удобный интервал. Бесплатно от 5 000 ₽, экспресс — за 2 часа",
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
  43: { description: "Пункты выдачи СДЭК, Boxberry и 5Post; заказ хранится 7 дней", period: (transit) => fromDays(2 + transit), slots: pickupDays },
  44: { description: "Заберите заказ в магазине LOVE STORE: он будет ждать вас 3 дня", period: () => "Завтра, после 12:00", slots: noSlots, payOnReceipt: true },
  46: { description: "Все товары уже в магазине: заберите сегодня", period: () => "Сегодня, через 2 часа", slots: noSlots, sameDay: true },
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
    const variants: Variant[] = [{ code: "economy", name: "Обычная", price: deliveryPrice(id, goods), period: offer.period(transit), slots: offer.slots(nowMs, transit) }];
    if (offer.express && transit === 0) {
      variants.push({ code: "express", name: "Экспресс", price: deliveryPrice(id, goods, true), period: "Сегодня или завтра, интервал 2 часа", slots: expressSlots(nowMs) });
    }
    return { id, description: offer.description, variants };
  });
}
