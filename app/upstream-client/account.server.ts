import type { Upstream } from "./client.server";
import { getProducts } from "./catalog.server";
import { AddressListSchema, AddressSchema, RecyclingSchema, SubscriptionsSchema } from "~/contract/account";
import { AuthCodeSchema, OkSchema } from "~/contract/auth";
import { WishlistSchema } from "~/contract/basket";
import type { CatalogItem } from "~/contract/catalog";
import { UserSchema } from "~/contract/user";

/**
 * The personal account's profile, addresses, subscriptions, LOVE 2.0 and wishlist pages (docs/upstream-api.md,
 * "Personal account"). Every call needs a user token; a 401 is turned into a login redirect by the caller (`asUser`).
 */

/** `PATCH /user` body (spec §3: the birth date travels as `birthday`, `ДД.ММ.ГГГГ`); a new phone is confirmed apart. */
export type ProfilePatch = {
  firstName: string;
  lastName: string;
  email?: string;
  birthday?: string;
  agreement: boolean;
};

export const updateProfile = (api: Upstream, body: ProfilePatch) => api.patch("/user", UserSchema, { body });

/** `POST /user/phone`: a code to the new number (a number of another user gets the same answer and no code). */
export const requestPhoneChange = (api: Upstream, phone: string) =>
  api.post("/user/phone", AuthCodeSchema, { body: { phone } });

/** `POST /user/phone/confirm`: the new number with its code; the user's other sessions end. */
export const confirmPhoneChange = (api: Upstream, phone: string, code: string) =>
  api.post("/user/phone/confirm", UserSchema, { body: { phone, code } });

/** `DELETE /api/user`: the user's personal data and every session of theirs. */
export const deleteUser = (api: Upstream) => api.delete("/api/user", OkSchema);

/** The body of `POST /api/user/addresses` and `PATCH /api/user/addresses/{id}`. */
export type AddressInput = {
  cityCode: string;
  street: string;
  building: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  isDefault: boolean;
};

export const getAddresses = (api: Upstream) =>
  api.get("/api/user/addresses", AddressListSchema).then((list) => list.items);

export const createAddress = (api: Upstream, body: AddressInput) =>
  api.post("/api/user/addresses", AddressSchema, { body });

export const updateAddress = (api: Upstream, id: number, body: Partial<AddressInput>) =>
  api.patch(`/api/user/addresses/${id}`, AddressSchema, { body });

export const deleteAddress = (api: Upstream, id: number) =>
  api.delete(`/api/user/addresses/${id}`, AddressListSchema).then((list) => list.items);

export const getSubscriptions = (api: Upstream) => api.get("/api/user/subscriptions", SubscriptionsSchema);

export const updateNewsletters = (api: Upstream, body: { email: boolean; sms: boolean }) =>
  api.patch("/api/user/subscriptions", SubscriptionsSchema, { body });

/** Ends one back-in-stock size subscription. */
export const unsubscribeProduct = (api: Upstream, id: number) =>
  api.delete(`/api/user/subscriptions/products/${id}`, SubscriptionsSchema);

export const getRecycling = (api: Upstream) => api.get("/api/user/recycling", RecyclingSchema);

/** `products?ids=` takes at most 50 ids per call. */
const IDS_PER_CALL = 50;

/**
 * The wishlist's products, in the wishlist's order (most recently added first): `GET /api/catalog/wishlist`,
 * then `GET /v1/catalog/products?ids=` in chunks of 50 (unknown ids are skipped by the upstream).
 */
export async function getWishlistProducts(api: Upstream, city: Promise<string>): Promise<CatalogItem[]> {
  const [{ items: ids }, cityCode] = await Promise.all([api.get("/api/catalog/wishlist", WishlistSchema), city]);
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) chunks.push(ids.slice(i, i + IDS_PER_CALL));
  const lists = await Promise.all(
    chunks.map((chunk) => getProducts(api, { ids: chunk, pageSize: chunk.length, city: cityCode })),
  );
  return lists.flatMap((list) => list.items);
}
