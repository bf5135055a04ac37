import type { OrderStatusCode, PaymentId, ShipmentId } from "../account/order-vocabulary";

export type OrderPlan = {
  daysAgo: number;
  status: OrderStatusCode;
  shipment: ShipmentId;
  payed: boolean;
  coupon?: true;
  /** User 1 only: pay with bonuses. */
  bonus?: true;
  /** User 1 only: pay with one of the certificates (the basket is made large enough to spend what is planned). */
  certificate?: "used" | "partial";
};

/** 14 orders per demo user, oldest first: 5 done, 2 cancelled, 1 ready, 2 delivering, 2 processing, 2 new. */
export const ORDER_PLAN: OrderPlan[] = [
  { daysAgo: 330, status: "done", shipment: 41, payed: true },
  { daysAgo: 290, status: "done", shipment: 44, payed: true, certificate: "used" },
  { daysAgo: 250, status: "cancelled", shipment: 43, payed: false },
  { daysAgo: 205, status: "done", shipment: 41, payed: true, coupon: true, bonus: true },
  { daysAgo: 150, status: "done", shipment: 43, payed: true, certificate: "partial" },
  { daysAgo: 96, status: "cancelled", shipment: 42, payed: false },
  { daysAgo: 61, status: "done", shipment: 46, payed: true },
  { daysAgo: 9, status: "ready", shipment: 44, payed: true },
  { daysAgo: 6, status: "delivering", shipment: 41, payed: true, bonus: true },
  { daysAgo: 4, status: "delivering", shipment: 43, payed: true, coupon: true },
  { daysAgo: 3, status: "processing", shipment: 41, payed: true },
  { daysAgo: 2, status: "processing", shipment: 42, payed: false },
  { daysAgo: 1, status: "new", shipment: 44, payed: false },
  { daysAgo: 0.25, status: "new", shipment: 41, payed: false },
];

/** Online payment methods of the orders not paid with certificates, in turn. */
export const PAYMENT_ROTATION: PaymentId[] = [1, 8, 1, 17];
export const COUPON = { code: "LOVE10", percent: 10 };
/** The card holder's order items cost at most this (when the catalogue has such items). */
export const AFFORDABLE_PRICE = 4999;
