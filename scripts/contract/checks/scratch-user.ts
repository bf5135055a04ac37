import {
  AddressListSchema,
  AddressSchema,
  CertificateSchema,
  LoyaltySchema,
  SubscriptionsSchema,
} from "../../../app/contract/account";
import { ApplicationAcceptedSchema } from "../../../app/contract/applications";
import { AuthCodeSchema, OkSchema } from "../../../app/contract/auth";
import { AcceptedSchema } from "../../../app/contract/basket";
import { UserSchema } from "../../../app/contract/user";
import { file, json } from "../define";
import { need, type Check } from "../types";
import { DEMO_CODE, login } from "./login";

const SCRATCH_PHONE = "+79995550101";
const NEW_PHONE = "+79995550102";
const PERSON = { name: "Проверка Контракта", email: "contract-check@example.com" };
/** One of the embedded upstream's unowned demo certificates (docs/upstream-api.md). */
const POOL_CERTIFICATE = { number: "4817-2093-5561-0374", code: "58204173" };

const scratch = { group: "embedded", as: "scratch" } as const;

/** A scratch user of the embedded upstream: its profile, phone, addresses, subscriptions, Love Card, applications. */
export const SCRATCH_USER_CHECKS: Check[] = [
  ...login("scratch", SCRATCH_PHONE),
  json({
    ...scratch,
    endpoint: "PATCH /user",
    method: "PATCH",
    path: () => "/user",
    body: () => ({ firstName: "Проверка", lastName: "Контракта", email: PERSON.email, agreement: true }),
    schema: UserSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /user/phone",
    method: "POST",
    path: () => "/user/phone",
    body: () => ({ phone: NEW_PHONE }),
    schema: AuthCodeSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /user/phone/confirm",
    method: "POST",
    path: () => "/user/phone/confirm",
    body: () => ({ phone: NEW_PHONE, code: DEMO_CODE }),
    schema: UserSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /api/user/addresses",
    method: "POST",
    path: () => "/api/user/addresses",
    body: (f) => ({
      cityCode: f.city,
      street: need(f.street, "a street"),
      building: need(f.building, "a building"),
      apartment: "1",
      entrance: "",
      floor: "",
      comment: "",
      isDefault: true,
    }),
    schema: AddressSchema,
    keep: (data, f) => {
      f.addressId = data.id;
    },
  }),
  json({
    ...scratch,
    endpoint: "PATCH /api/user/addresses/{id}",
    method: "PATCH",
    path: (f) => `/api/user/addresses/${need(f.addressId, "an address")}`,
    body: () => ({ apartment: "2" }),
    schema: AddressSchema,
  }),
  json({
    ...scratch,
    endpoint: "DELETE /api/user/addresses/{id}",
    method: "DELETE",
    path: (f) => `/api/user/addresses/${need(f.addressId, "an address")}`,
    schema: AddressListSchema,
  }),
  json({
    ...scratch,
    endpoint: "PATCH /api/user/subscriptions",
    method: "PATCH",
    path: () => "/api/user/subscriptions",
    body: () => ({ email: true, sms: false }),
    schema: SubscriptionsSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /api/catalog/{id}/subscribe",
    method: "POST",
    path: (f) => `/api/catalog/${need(f.productId, "a product")}/subscribe`,
    body: (f) => ({ offer: need(f.offerId, "an offer"), email: PERSON.email }),
    schema: AcceptedSchema,
  }),
  json({
    ...scratch,
    endpoint: "GET /api/user/subscriptions",
    label: "a size subscription",
    method: "GET",
    path: () => "/api/user/subscriptions",
    schema: SubscriptionsSchema,
    keep: (data, f) => {
      f.subscriptionId = data.products[0]?.id;
    },
  }),
  json({
    ...scratch,
    endpoint: "DELETE /api/user/subscriptions/products/{id}",
    method: "DELETE",
    path: (f) => `/api/user/subscriptions/products/${need(f.subscriptionId, "a size subscription")}`,
    schema: SubscriptionsSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /api/catalog/{id}/preorder",
    method: "POST",
    path: (f) => `/api/catalog/${need(f.productId, "a product")}/preorder`,
    body: (f) => ({ offer: need(f.offerId, "an offer"), name: PERSON.name, phone: NEW_PHONE, email: PERSON.email }),
    schema: AcceptedSchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /api/user/loyalty/register",
    method: "POST",
    path: () => "/api/user/loyalty/register",
    body: () => ({
      firstName: "Проверка",
      lastName: "Контракта",
      birthday: "01.01.1990",
      email: PERSON.email,
      agreement: true,
    }),
    schema: LoyaltySchema,
  }),
  json({
    ...scratch,
    endpoint: "POST /api/user/certificates/activate",
    method: "POST",
    path: () => "/api/user/certificates/activate",
    body: () => POOL_CERTIFICATE,
    schema: CertificateSchema,
  }),
  json({
    ...scratch,
    as: "none",
    endpoint: "POST /api/content/franchising",
    method: "POST",
    path: () => "/api/content/franchising",
    body: (f) => ({
      ...PERSON,
      phone: NEW_PHONE,
      city: need(f.cityName, "the city's name"),
      format: need(f.franchiseFormat, "a franchise format"),
      message: "",
      consent: true,
    }),
    schema: ApplicationAcceptedSchema,
    status: 201,
  }),
  json({
    ...scratch,
    as: "none",
    endpoint: "POST /api/content/vacancies/{id}/responses",
    method: "POST",
    path: (f) => `/api/content/vacancies/${need(f.vacancyId, "a vacancy")}/responses`,
    body: () => ({ ...PERSON, phone: NEW_PHONE, message: "", consent: true }),
    schema: ApplicationAcceptedSchema,
    status: 201,
  }),
];

/** After the order: the demo payment page (declining cancels the order); then the scratch user and demo login go. */
export const EMBEDDED_CLEANUP: Check[] = [
  file({
    ...scratch,
    as: "none",
    endpoint: "GET /pay/{code}",
    path: (f) => `/pay/${need(f.payCode, "a payment code")}`,
    type: /^text\/html/,
  }),
  {
    ...scratch,
    as: "none",
    endpoint: "POST /pay/{code}",
    label: "decline",
    method: "POST",
    path: (f) => `/pay/${need(f.payCode, "a payment code")}`,
    form: () => ({ action: "decline" }),
    expect: { redirect: 303 },
  },
  json({ ...scratch, endpoint: "DELETE /api/user", method: "DELETE", path: () => "/api/user", schema: OkSchema }),
  json({
    group: "embedded",
    as: "user",
    endpoint: "POST /api/auth/logout",
    label: "demo user",
    method: "POST",
    path: () => "/api/auth/logout",
    schema: OkSchema,
  }),
];
