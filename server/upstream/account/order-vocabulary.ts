/** Order statuses, shipments and payment methods: what the seed writes into `orders`, and the checkout will. */

/** Status codes in display order, with their Russian names ('all' is not a status: the list filter). */
export const ORDER_STATUSES = [
  { code: "new", name: "Новый" },
  { code: "processing", name: "В обработке" },
  { code: "delivering", name: "Доставляется" },
  { code: "ready", name: "Готов к выдаче" },
  { code: "done", name: "Выполнен" },
  { code: "cancelled", name: "Отменён" },
] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]["code"];
export const ALL_ORDERS = { code: "all", name: "Все заказы" } as const;
export const ORDER_FILTERS = [ALL_ORDERS.code, ...ORDER_STATUSES.map((status) => status.code)] as [string, ...string[]];

export function orderStatusName(code: string): string {
  return ORDER_STATUSES.find((status) => status.code === code)?.name ?? code;
}

/** Shipment ids of spec §5 and §9: 41, 42 courier; 43 pickup point; 44, 46 shop. */
export const SHIPMENTS = {
  41: { name: "Курьерская доставка", price: 299 },
  42: { name: "Экспресс-доставка курьером", price: 590 },
  43: { name: "Пункт выдачи заказов", price: 199 },
  44: { name: "Самовывоз из магазина", price: 0 },
  46: { name: "Доставка в магазин", price: 0 },
} as const;
export type ShipmentId = keyof typeof SHIPMENTS;

/** Courier (41) and pickup-point delivery are free from this basket sum; express (42) never is. */
export const FREE_DELIVERY_FROM = 5000;

export function deliveryPrice(shipmentId: ShipmentId, basketAmount: number): number {
  const { price } = SHIPMENTS[shipmentId];
  return shipmentId !== 42 && basketAmount >= FREE_DELIVERY_FROM ? 0 : price;
}

/** Payment ids: 10 is the gift certificate, 8 and 17 fast payment (spec §9). */
export const PAYMENTS = {
  1: "Банковской картой онлайн",
  8: "СБП — Система быстрых платежей",
  10: "Подарочным сертификатом",
  17: "SberPay",
} as const;
export type PaymentId = keyof typeof PAYMENTS;

/** The shopper-facing order number of an order id. */
export function orderNumber(orderId: number): string {
  return `LS-${100200 + orderId}`;
}
