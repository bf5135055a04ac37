import { OkSchema } from "../../../app/contract/auth";
import { BasketChangeSchema, BasketSchema, WishlistSchema } from "../../../app/contract/basket";
import { NoticeListSchema, TokenSchema, UserSchema } from "../../../app/contract/user";
import { json } from "../define";
import { need, type Check, type Found } from "../types";
import { UNITS } from "./catalogue";

const guest = { group: "guest", as: "guest" } as const;

/** The body of an add to the basket: the offer found in stock, for the scratch city. */
export const basketBody = (f: Found) => ({ offer: need(f.offerId, "an offer in stock"), city: f.city });

/** A scratch guest: a token, a basket line and a gift certificate line, the wishlist. */
export const BASKET_CHECKS: Check[] = [
  json({
    ...guest,
    as: "none",
    endpoint: "POST /api/auth/guest",
    method: "POST",
    path: () => "/api/auth/guest",
    schema: TokenSchema,
    keep: (data, f) => {
      f.tokens.guest = data.token;
    },
  }),
  json({
    ...guest,
    endpoint: "GET /api/user",
    label: "a guest",
    method: "GET",
    path: () => "/api/user",
    schema: UserSchema,
  }),
  json({
    ...guest,
    endpoint: "GET /api/user/notice",
    label: "a guest",
    method: "GET",
    path: () => "/api/user/notice",
    schema: NoticeListSchema,
  }),
  json({
    ...guest,
    endpoint: "GET /api/basket",
    label: "empty",
    method: "GET",
    path: () => "/api/basket",
    schema: BasketSchema,
  }),
  json({
    ...guest,
    endpoint: "POST /api/basket/{productId}",
    method: "POST",
    path: (f) => `/api/basket/${need(f.productId, "an offer in stock")}`,
    body: basketBody,
    schema: BasketSchema,
    keep: (data, f) => {
      f.lineId = data.products.find((line) => line.offerId === f.offerId)?.id;
    },
  }),
  json({
    ...guest,
    endpoint: "PATCH /api/basket/{lineId}",
    label: `quantity ${UNITS}`,
    method: "PATCH",
    path: (f) => `/api/basket/${need(f.lineId, "a basket line")}`,
    body: () => ({ quantity: UNITS }),
    schema: BasketChangeSchema,
  }),
  json({
    ...guest,
    endpoint: "PATCH /api/basket/{lineId}",
    label: "delay",
    method: "PATCH",
    path: (f) => `/api/basket/${need(f.lineId, "a basket line")}`,
    body: () => ({ delay: true }),
    schema: BasketChangeSchema,
  }),
  json({
    ...guest,
    endpoint: "PATCH /api/basket/{lineId}",
    label: "back from delayed",
    method: "PATCH",
    path: (f) => `/api/basket/${need(f.lineId, "a basket line")}`,
    body: () => ({ delay: false }),
    schema: BasketChangeSchema,
  }),
  json({
    ...guest,
    endpoint: "GET /api/basket",
    label: "a line",
    method: "GET",
    path: () => "/api/basket",
    schema: BasketSchema,
  }),
  json({
    ...guest,
    endpoint: "POST /api/basket/certificates",
    method: "POST",
    path: () => "/api/basket/certificates",
    body: (f) => ({
      ...need(f.certificateKind, "a certificate to buy"),
      recipientName: "Проверка контракта",
      recipientEmail: "contract-check@example.com",
      senderName: "Проверка контракта",
      message: "",
    }),
    schema: BasketSchema,
    keep: (data, f) => {
      f.certificateLineId = data.certificates.at(-1)?.id;
    },
  }),
  json({
    ...guest,
    endpoint: "DELETE /api/basket/certificates/{id}",
    method: "DELETE",
    path: (f) => `/api/basket/certificates/${need(f.certificateLineId, "a certificate line")}`,
    schema: BasketSchema,
  }),
  json({
    ...guest,
    endpoint: "POST /api/catalog/{id}/wishlist",
    method: "POST",
    path: (f) => `/api/catalog/${need(f.productId, "a product")}/wishlist`,
    schema: WishlistSchema,
  }),
  json({
    ...guest,
    endpoint: "GET /api/catalog/wishlist",
    method: "GET",
    path: () => "/api/catalog/wishlist",
    schema: WishlistSchema,
  }),
  json({
    ...guest,
    endpoint: "DELETE /api/catalog/{id}/wishlist",
    method: "DELETE",
    path: (f) => `/api/catalog/${need(f.productId, "a product")}/wishlist`,
    schema: WishlistSchema,
  }),
];

/** What the scratch guest leaves behind is removed: its basket line, then its token. */
export const GUEST_CLEANUP: Check[] = [
  json({
    ...guest,
    endpoint: "DELETE /api/basket/{lineId}",
    method: "DELETE",
    path: (f) => `/api/basket/${need(f.lineId, "a basket line")}`,
    schema: BasketChangeSchema,
  }),
  json({
    ...guest,
    endpoint: "POST /api/auth/logout",
    label: "the guest",
    method: "POST",
    path: () => "/api/auth/logout",
    schema: OkSchema,
  }),
];
