import type { Upstream } from "./client.server";
import {
  CertificateHistorySchema,
  CertificateListSchema,
  CertificateSchema,
  LoyaltyHistorySchema,
  LoyaltySchema,
  OrderDetailSchema,
  OrderListSchema,
} from "~/contract/account";

/** Orders, Love Card and gift certificates of the logged-in user (docs/upstream-api.md, 'Personal account'). */

export const ORDERS_PAGE_SIZE = 10;
export const LOYALTY_HISTORY_PAGE_SIZE = 10;

export const getOrders = (api: Upstream, status: string, page: number) =>
  api.get("/api/user/orders", OrderListSchema, { query: { status, page, pageSize: ORDERS_PAGE_SIZE } });

export const getOrder = (api: Upstream, id: number, options: { silent?: boolean } = {}) =>
  api.get(`/api/user/orders/${id}`, OrderDetailSchema, options);

/** Another payment method for the user's unpaid order; answers the order. */
export const changeOrderPayment = (api: Upstream, id: number, paymentId: number) =>
  api.patch(`/api/user/orders/${id}/payment`, OrderDetailSchema, { body: { paymentId } });

export const getLoyalty = (api: Upstream) => api.get("/api/user/loyalty", LoyaltySchema);

export const getLoyaltyHistory = (api: Upstream, page: number) =>
  api.get("/api/user/loyalty/history", LoyaltyHistorySchema, { query: { page, pageSize: LOYALTY_HISTORY_PAGE_SIZE } });

export type CardRegistration = {
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  agreement: true;
};

export const registerCard = (api: Upstream, body: CardRegistration) =>
  api.post("/api/user/loyalty/register", LoyaltySchema, { body });

export const getCertificates = (api: Upstream, state: "active" | "completed") =>
  api.get("/api/user/certificates", CertificateListSchema, { query: { state } });

export const getCertificate = (api: Upstream, number: string) =>
  api.get(`/api/user/certificates/${encodeURIComponent(number)}`, CertificateSchema);

export const getCertificateHistory = (api: Upstream, number: string) =>
  api.get(`/api/user/certificates/${encodeURIComponent(number)}/history`, CertificateHistorySchema);

export const activateCertificate = (api: Upstream, number: string, code: string) =>
  api.post("/api/user/certificates/activate", CertificateSchema, { body: { number, code } });
