import type { Upstream } from "./client.server";
import { ProductListSchema, SectionsResponseSchema } from "./schemas/catalog";

export type ProductQuery = { section: string; page?: number; pageSize?: number; sort?: string };

export const getSections = (api: Upstream, depthLevel = 3) =>
  api.get("/v1/catalog/sections", SectionsResponseSchema, { query: { depthLevel } }).then((r) => r.sections);

export const getProducts = (api: Upstream, query: ProductQuery, options: { silent?: boolean } = {}) =>
  api.get("/v1/catalog/products", ProductListSchema, { query, ...options });
