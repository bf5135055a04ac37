import type { Upstream } from "./client.server";
import {
  AddressSuggestSchema,
  OrderStateSchema,
  PaymentResultSchema,
  SavedOrderSchema,
  type CheckoutInput,
  type ConfirmedOrder,
} from "~/contract/order";

export const getOrderState = (api: Upstream) => api.get("/api/order", OrderStateSchema);

/** Spec §4, §8: init, calculate and save count as success only with status 200. */
export const initOrder = (api: Upstream, city: string) =>
  api.call("POST", "/api/order/init", OrderStateSchema, { body: { city } });

/** `silent`: the envelope's errors come back in the outcome (the caller tells them at their fields) instead of as toasts. */
export const calculateOrder = (api: Upstream, input: CheckoutInput, options: { silent?: boolean } = {}) =>
  api.call("POST", "/api/order/calculate", OrderStateSchema, { body: input, silent: options.silent });

/** Saves the order; `confirmed` is the calculation the shopper saw (the upstream refuses the save when its own differs). */
export const saveOrder = (
  api: Upstream,
  input: CheckoutInput,
  metrics: { deviceId: string; partnerUserId: string },
  returnUrl: string,
  confirmed: ConfirmedOrder,
) => api.call("POST", "/api/order/save", SavedOrderSchema, { body: { ...input, metrics, returnUrl, confirmed } });

export const suggestAddress = (
  api: Upstream,
  query: { type: "street" | "building"; name: string; cityId?: string; streetId?: string },
) => api.get("/address", AddressSuggestSchema, { query, silent: true }).then((r) => r.items);

export const getPaymentResult = (api: Upstream, code: string) =>
  api.get(`/api/payment/${encodeURIComponent(code)}`, PaymentResultSchema);
