import type { Upstream } from "./client.server";
import { AcceptedSchema } from "~/contract/basket";
import { ProductDetailSchema, RelatedSchema } from "~/contract/product";

export const getProduct = (api: Upstream, id: number) => api.get(`/v1/catalog/products/${id}`, ProductDetailSchema);

/** Spec §7: lazy and silent; the object of arrays is flattened (duplicates dropped). Items as cards show them for the city. */
export const getRelated = (api: Upstream, id: number, city: string) =>
  api
    .get("/api/catalog/products/related", RelatedSchema, { query: { id, city, view: "card" }, silent: true })
    .then((groups) => {
      const seen = new Set<number>();
      return Object.values(groups)
        .flat()
        .filter((item) => !seen.has(item.id) && seen.add(item.id));
    });

export const subscribeToSize = (api: Upstream, productId: number, body: { offer: number; email: string }) =>
  api.post(`/api/catalog/${productId}/subscribe`, AcceptedSchema, { body });

export const preorder = (
  api: Upstream,
  productId: number,
  body: { offer: number; name: string; phone: string; email: string },
) => api.post(`/api/catalog/${productId}/preorder`, AcceptedSchema, { body });
