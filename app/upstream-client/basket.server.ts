import type { Upstream } from "./client.server";
import { BasketChangeSchema, BasketSchema, WishlistSchema, type Basket } from "~/contract/basket";

export const getBasket = (api: Upstream) => api.get("/api/basket", BasketSchema, { silent: true });

/** Spec §4: success only on status 200; the caller replaces its basket with the answer. */
export const addToBasket = (
  api: Upstream,
  productId: number,
  body: { offer: number; city: string; quantity?: number },
) => api.call("POST", `/api/basket/${productId}`, BasketSchema, { body });

/** The basket after a change: the change's answer when it is the whole basket, else the basket read again. */
const basketAfter = async (api: Upstream, change: Promise<Basket | null>): Promise<Basket> =>
  (await change) ?? api.get("/api/basket", BasketSchema);

/** Spec §7: `DELETE /api/basket/{id}` answers `products`; an answer that is not the whole basket is followed by a read. */
export const removeFromBasket = (api: Upstream, lineId: number) =>
  basketAfter(api, api.delete(`/api/basket/${lineId}`, BasketChangeSchema));

/** Spec §7: `PATCH /api/basket/{id}` with `delay` (its answer not shown): as a removal, the basket read again if need be. */
export const patchBasketLine = (api: Upstream, lineId: number, body: { delay: boolean } | { quantity: number }) =>
  basketAfter(api, api.patch(`/api/basket/${lineId}`, BasketChangeSchema, { body }));

export const getWishlist = (api: Upstream) =>
  api.get("/api/catalog/wishlist", WishlistSchema, { silent: true }).then((w) => w.items);

export const setWishlisted = (api: Upstream, productId: number, wishlisted: boolean) =>
  api
    .call(wishlisted ? "POST" : "DELETE", `/api/catalog/${productId}/wishlist`, WishlistSchema)
    .then((r) => r.data.items);
