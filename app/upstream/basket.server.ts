import type { Upstream } from "./client.server";
import { BasketSchema, WishlistSchema } from "~/contract/basket";

export const getBasket = (api: Upstream) => api.get("/api/basket", BasketSchema, { silent: true });

/** Spec §4: success only on status 200; the caller replaces its basket with the answer. */
export const addToBasket = (
  api: Upstream,
  productId: number,
  body: { offer: number; city: string; quantity?: number },
) => api.call("POST", `/api/basket/${productId}`, BasketSchema, { body });

export const removeFromBasket = (api: Upstream, lineId: number) => api.delete(`/api/basket/${lineId}`, BasketSchema);

export const patchBasketLine = (api: Upstream, lineId: number, body: { delay: boolean } | { quantity: number }) =>
  api.patch(`/api/basket/${lineId}`, BasketSchema, { body });

export const getWishlist = (api: Upstream) =>
  api.get("/api/catalog/wishlist", WishlistSchema, { silent: true }).then((w) => w.items);

export const setWishlisted = (api: Upstream, productId: number, wishlisted: boolean) =>
  api
    .call(wishlisted ? "POST" : "DELETE", `/api/catalog/${productId}/wishlist`, WishlistSchema)
    .then((r) => r.data.items);
