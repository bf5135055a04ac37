import type { Upstream } from "./client.server";
import { DeliveryEstimateSchema } from "~/contract/delivery-estimate";

/**
 * `GET /api/delivery/estimate` (ours: spec §7 has no call for it), the product page's delivery estimate for the
 * shopper's city: secondary and silent — an upstream without it (a 404), or one that fails, leaves the estimate out.
 */
export const getDeliveryEstimate = (api: Upstream, city: string, productId: number) =>
  api.get("/api/delivery/estimate", DeliveryEstimateSchema, { query: { city, productId }, silent: true });
