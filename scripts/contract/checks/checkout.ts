import { OrderDetailSchema } from "../../../app/contract/account";
import { BasketSchema } from "../../../app/contract/basket";
import {
  OrderStateSchema,
  PaymentResultSchema,
  SavedOrderSchema,
  type OrderAnswer,
  type OrderPayload,
} from "../../../app/contract/order";
import { inputOfAnswer, toOrderPayload } from "../../../app/order/checkout/order-answer";
import { json } from "../define";
import { Missing, need, type Check, type Found } from "../types";
import { basketBody } from "./basket";

/** Every delivery the contract has (spec §5), and what each needs chosen. */
const DELIVERIES = [
  { shipmentId: 41, label: "courier (41)", needs: "address" },
  { shipmentId: 42, label: "courier with fitting (42)", needs: "address" },
  { shipmentId: 43, label: "pickup point (43)", needs: "pickupPoint" },
  { shipmentId: 44, label: "store pickup (44)", needs: "store" },
  { shipmentId: 46, label: "store pickup today (46)", needs: "store" },
] as const;
type Delivery = (typeof DELIVERIES)[number];

/** The order's input with one delivery chosen the way the checkout form chooses it: the first of each option. */
function withDelivery(f: Found, delivery: Delivery): OrderPayload {
  const state = need(f.state, "the checkout's state");
  const input = need(f.input, "the checkout's input");
  const system = state.deliverySystems.find((s) => s.id === delivery.shipmentId);
  if (!system) throw new Missing(`shipment ${delivery.shipmentId}, not offered for this basket in ${f.city} now`);
  const variant = system.variants[0];
  const properties = {
    ...input.delivery.properties,
    city: need(f.cityName, "the city's name"),
    cityId: f.city,
    intervalId: variant?.intervalId ?? "",
  };
  if (delivery.needs === "address") {
    Object.assign(properties, {
      street: need(f.street, "a street"),
      streetId: need(f.streetId, "a street"),
      building: need(f.building, "a building"),
      buildingId: need(f.buildingId, "a building"),
      apartment: "1",
    });
  }
  if (delivery.needs === "pickupPoint") properties.pickupPointId = need(state.pickupPoints[0], "a pickup point").id;
  if (delivery.needs === "store") properties.storeId = need(state.stores[0], "a store with the basket").id;
  const level = variant?.serviceLevelTypeCode ?? "economy";
  const chosen = { ...input, delivery: { shipmentId: delivery.shipmentId, serviceLevelTypeCode: level, properties } };
  return toOrderPayload(chosen, state.deliverySystems);
}

const keepState = (data: OrderAnswer, f: Found) => {
  f.state = data;
  f.input = inputOfAnswer(data);
};

const init = (group: "guest" | "order", as: "guest" | "scratch"): Check =>
  json({
    group,
    as,
    endpoint: "POST /api/order/init",
    method: "POST",
    path: () => "/api/order/init",
    body: (f) => ({ city: f.city }),
    schema: OrderStateSchema,
    keep: keepState,
  });

/** The scratch guest's checkout: an init, then a calculation for every delivery the city offers. */
export const CHECKOUT_CHECKS: Check[] = [
  init("guest", "guest"),
  ...DELIVERIES.map((delivery) =>
    json({
      group: "guest",
      as: "guest",
      endpoint: "POST /api/order/calculate",
      label: delivery.label,
      method: "POST",
      path: () => "/api/order/calculate",
      body: (f) => withDelivery(f, delivery),
      schema: OrderStateSchema,
    }),
  ),
];

/** Where the payment page sends the shopper back: nowhere real (a scratch order is declined, never paid). */
const RETURN_URL = "https://contract-check.example";

function payCode(link: string | null | undefined): string | undefined {
  return link ? new URL(link, RETURN_URL).pathname.split("/").filter(Boolean).at(-1) : undefined;
}

/** Places an order as the scratch user: the first delivery offered of store, pickup point, courier; paid online. */
export const ORDER_CHECKS: Check[] = [
  json({
    group: "order",
    as: "scratch",
    endpoint: "POST /api/basket/{productId}",
    label: "the order's line",
    method: "POST",
    path: (f) => `/api/basket/${need(f.productId, "an offer in stock")}`,
    body: basketBody,
    schema: BasketSchema,
  }),
  init("order", "scratch"),
  json({
    group: "order",
    as: "scratch",
    endpoint: "POST /api/order/calculate",
    label: "the order to place",
    method: "POST",
    path: () => "/api/order/calculate",
    body: (f) => {
      const state = need(f.state, "the checkout's state");
      const offered = [44, 43, 41].map((id) => DELIVERIES.find((d) => d.shipmentId === id)!);
      const delivery = offered.find((d) => state.deliverySystems.some((s) => s.id === d.shipmentId));
      const methods = state.paymentMethods ?? [];
      const payment = methods.find((m) => m.id === 1) ?? methods[0];
      const input = withDelivery(f, need(delivery, "a delivery to order with"));
      return { ...input, payment: { id: need(payment, "a payment method").id } };
    },
    schema: OrderStateSchema,
    keep: keepState,
  }),
  json({
    group: "order",
    as: "scratch",
    endpoint: "POST /api/order/save",
    method: "POST",
    path: () => "/api/order/save",
    body: (f) => {
      const { summary, bonus } = need(f.state, "a calculated order");
      const confirmed = {
        total: summary.total.value,
        goods: summary.basket.value,
        delivery: summary.delivery.value,
        coupon: "",
        bonus: bonus.pay,
        certificate: [],
      };
      const metrics = { deviceId: "contract-check", partnerUserId: "" };
      const order = toOrderPayload(need(f.input, "a calculated order"), f.state?.deliverySystems);
      return { ...order, metrics, returnUrl: RETURN_URL, confirmed };
    },
    schema: SavedOrderSchema,
    keep: (data, f) => {
      f.orderId = data.order.id;
      f.payCode = payCode(data.order.payment?.link);
    },
  }),
  json({
    group: "order",
    as: "scratch",
    endpoint: "GET /api/payment/{code}",
    method: "GET",
    path: (f) => `/api/payment/${need(f.payCode, "a payment code (the order's payment link)")}`,
    schema: PaymentResultSchema,
  }),
  json({
    group: "order",
    as: "scratch",
    endpoint: "GET /api/user/orders/{id}",
    label: "the order placed",
    method: "GET",
    path: (f) => `/api/user/orders/${need(f.orderId, "an order placed")}`,
    schema: OrderDetailSchema,
    keep: (data, f) => {
      f.otherPaymentId = data.paymentMethods.find((m) => m.id !== data.payment.id && m.id !== 2)?.id;
    },
  }),
  json({
    group: "order",
    as: "scratch",
    endpoint: "PATCH /api/user/orders/{id}/payment",
    method: "PATCH",
    path: (f) => `/api/user/orders/${need(f.orderId, "an order placed")}/payment`,
    body: (f) => ({ paymentId: need(f.otherPaymentId, "another online payment method") }),
    schema: OrderDetailSchema,
    keep: (data, f) => {
      f.payCode = payCode(data.payment.link) ?? f.payCode;
    },
  }),
];
