import type { Upstream } from "./client.server";
import {
  AddressSuggestSchema,
  OrderStateSchema,
  PaymentResultSchema,
  SavedOrderSchema,
  type ConfirmedOrder,
  type OrderPayload,
} from "~/contract/order";

/** Spec §4, §8: init, calculate and save count as success only with status 200. */
export const initOrder = (api: Upstream, city: string) =>
  api.call("POST", "/api/order/init", OrderStateSchema, { body: { city } });

/** `silent`: the envelope's errors come back in the outcome (the caller tells them at their fields) instead of as toasts. */
export const calculateOrder = (api: Upstream, order: OrderPayload, options: { silent?: boolean } = {}) =>
  api.call("POST", "/api/order/calculate", OrderStateSchema, { body: order, silent: options.silent });

/** Saves the order; `confirmed` is the calculation the shopper saw (the upstream refuses the save when its own differs). */
export const saveOrder = (
  api: Upstream,
  order: OrderPayload,
  metrics: { deviceId: string; partnerUserId: string },
  returnUrl: string,
  confirmed: ConfirmedOrder,
) => api.call("POST", "/api/order/save", SavedOrderSchema, { body: { ...order, metrics, returnUrl, confirmed } });

export const suggestAddress = (
  api: Upstream,
  query: { type: "street" | "building"; name: string; cityId?: string; streetId?: string },
) => api.get("/address", AddressSuggestSchema, { query, silent: true }).then((r) => r.items);

export const getPaymentResult = (api: Upstream, code: string) =>
  api.get(`/api/payment/${encodeURIComponent(code)}`, PaymentResultSchema);
