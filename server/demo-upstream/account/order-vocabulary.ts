/** Order statuses, shipments and payment methods: what the seed writes into `orders`, and the checkout will. */
import { ORDER_STATUS } from "../../../app/contract/account";
import { PAYMENT, SHIPMENT } from "../../../app/contract/ids";

/** Status codes in display order, with their Russian names ('all' is not a status: the list filter). */
export const ORDER_STATUSES = [
  { code: "new", name: "Новый" },
  { code: "processing", name: "В обработке" },
  { code: "delivering", name: "Доставляется" },
  { code: "ready", name: "Готов к выдаче" },
  { code: "done", name: "Выполнен" },
  { code: ORDER_STATUS.cancelled, name: "Отменён" },
] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]["code"];
export const ALL_ORDERS = { code: ORDER_STATUS.all, name: "Все заказы" } as const;
export const ORDER_FILTERS = [ALL_ORDERS.code, ...ORDER_STATUSES.map((status) => status.code)] as [string, ...string[]];

/** What the shopper sees of an order cancelled because it was not paid online (declined, or its time ran out). */
export const UNPAID_CANCELLED_NAME = "Отменён: не оплачен";
/** What the shopper sees of an order to be paid on receipt cancelled because nobody confirmed it in time. */
export const UNCONFIRMED_CANCELLED_NAME = "Отменён: не подтверждён";

/** The status's Russian name; a cancellation for want of payment or confirmation (`cancelReason` set) says so. */
export function orderStatusName(code: string, cancelReason: string | null = null): string {
  if (code === ORDER_STATUS.cancelled && cancelReason === "unconfirmed") return UNCONFIRMED_CANCELLED_NAME;
  if (code === ORDER_STATUS.cancelled && cancelReason !== null) return UNPAID_CANCELLED_NAME;
  return ORDER_STATUSES.find((status) => status.code === code)?.name ?? code;
}

/** Names and prices (roubles) of the shipments; which kind of delivery an id is comes from SHIPMENT (spec §5, §9). */
export const SHIPMENTS = {
  41: { name: "Курьер", price: 299 },
  42: { name: "Курьер до двери (примерка)", price: 490 },
  43: { name: "Пункт выдачи", price: 199 },
  44: { name: "Самовывоз из магазина", price: 0 },
  46: { name: "Самовывоз из магазина сегодня", price: 0 },
} as const;
export type ShipmentId = keyof typeof SHIPMENTS;
/** Every shipment in the order the checkout offers them. */
export const SHIPMENT_IDS = [
  ...SHIPMENT.courier,
  SHIPMENT.pickupPoint,
  ...SHIPMENT.store,
] as const satisfies readonly ShipmentId[];

/** The express variant of courier 41: a two-hour window, never free. */
export const EXPRESS_PRICE = 690;

/** Courier (41, 42 economy) and pickup-point delivery are free from this goods sum; express never is. */
export const FREE_DELIVERY_FROM = 5000;

export function deliveryPrice(shipmentId: ShipmentId, basketAmount: number, express = false): number {
  if (express) return EXPRESS_PRICE;
  const { price } = SHIPMENTS[shipmentId];
  return basketAmount >= FREE_DELIVERY_FROM ? 0 : price;
}

/** Payment ids: 10 is the gift certificate, 8 and 17 fast payment (spec §9); 2 is paid on receipt. */
export const PAYMENTS = {
  1: { name: "Картой онлайн", description: "Visa, Mastercard, МИР — на защищённой странице оплаты" },
  8: { name: "СБП", description: "Система быстрых платежей: подтвердите оплату в приложении своего банка" },
  17: { name: "СБП (QR-код)", description: "Отсканируйте QR-код камерой телефона или в приложении банка" },
  2: { name: "Картой или наличными при получении", description: "Курьеру или на кассе магазина" },
  10: { name: "Подарочным сертификатом", description: "Сертификаты покрывают всю сумму заказа" },
} as const;
export type PaymentId = keyof typeof PAYMENTS;
/** Paid on the payment page (/pay/{code}) right after the order is placed: card online, then fast payment. */
export const ONLINE_PAYMENTS = [1, ...PAYMENT.fast] as const satisfies readonly PaymentId[];
/** Paid on receipt: offered for some shipments only (checkout/delivery/systems.ts). */
export const ON_RECEIPT_PAYMENT = PAYMENT.onReceipt satisfies PaymentId;

export function isOnlinePayment(paymentId: number): boolean {
  return (ONLINE_PAYMENTS as readonly number[]).includes(paymentId);
}

/** The shopper-facing order number of an order id. */
export function orderNumber(orderId: number): string {
  return `LS-${100200 + orderId}`;
}
