import {
  AddressListSchema,
  CertificateHistorySchema,
  CertificateListSchema,
  CertificateSchema,
  LoyaltyHistorySchema,
  LoyaltySchema,
  OrderDetailSchema,
  OrderListSchema,
  RecyclingSchema,
  SubscriptionsSchema,
} from "../../../app/contract/account";
import { NoticeListSchema, UserSchema } from "../../../app/contract/user";
import { json, query } from "../define";
import { need, type Check } from "../types";
import { login } from "./login";

const user = { group: "user", as: "user", method: "GET" } as const;

/** Logs in the embedded upstream's demo user 1 (orders, Love Card, certificates to read). */
export const DEMO_LOGIN: Check[] = login("user", "+79990000001");

/** A user's account, read: every list and one item of each. */
export const USER_CHECKS: Check[] = [
  json({ ...user, endpoint: "GET /api/user", label: "a user", path: () => "/api/user", schema: UserSchema }),
  json({
    ...user,
    endpoint: "GET /api/user/notice",
    label: "a user",
    path: () => "/api/user/notice",
    schema: NoticeListSchema,
  }),
  json({ ...user, endpoint: "GET /api/user/addresses", path: () => "/api/user/addresses", schema: AddressListSchema }),
  json({
    ...user,
    endpoint: "GET /api/user/subscriptions",
    path: () => "/api/user/subscriptions",
    schema: SubscriptionsSchema,
  }),
  json({ ...user, endpoint: "GET /api/user/recycling", path: () => "/api/user/recycling", schema: RecyclingSchema }),
  json({
    ...user,
    endpoint: "GET /api/user/orders",
    path: () => `/api/user/orders${query({ status: "all", page: 1, pageSize: 10 })}`,
    schema: OrderListSchema,
    keep: (data, f) => {
      f.readOrderId = data.items[0]?.id;
    },
  }),
  json({
    ...user,
    endpoint: "GET /api/user/orders/{id}",
    path: (f) => `/api/user/orders/${need(f.readOrderId, "an order of the user")}`,
    schema: OrderDetailSchema,
  }),
  json({ ...user, endpoint: "GET /api/user/loyalty", path: () => "/api/user/loyalty", schema: LoyaltySchema }),
  json({
    ...user,
    endpoint: "GET /api/user/loyalty/history",
    path: () => `/api/user/loyalty/history${query({ page: 1, pageSize: 10 })}`,
    schema: LoyaltyHistorySchema,
  }),
  ...(["completed", "active"] as const).map((state) =>
    json({
      ...user,
      endpoint: "GET /api/user/certificates",
      label: state,
      path: () => `/api/user/certificates${query({ state })}`,
      schema: CertificateListSchema,
      keep: (data, f) => {
        f.certificateNumber = data.items[0]?.number ?? f.certificateNumber;
      },
    }),
  ),
  json({
    ...user,
    endpoint: "GET /api/user/certificates/{number}",
    path: (f) => `/api/user/certificates/${encodeURIComponent(need(f.certificateNumber, "a certificate of the user"))}`,
    schema: CertificateSchema,
  }),
  json({
    ...user,
    endpoint: "GET /api/user/certificates/{number}/history",
    path: (f) =>
      `/api/user/certificates/${encodeURIComponent(need(f.certificateNumber, "a certificate of the user"))}/history`,
    schema: CertificateHistorySchema,
  }),
];
