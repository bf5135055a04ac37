import type { Basket } from "../../../../app/contract/basket";

/**
 * Whether an order is delivered: it has goods, or a plastic gift certificate (which travels with the order like goods).
 * Digital certificates alone go by e-mail: such an order has no shipment (`NO_SHIPMENT`).
 */
export const needsDelivery = (basket: Pick<Basket, "activeProducts" | "certificates">): boolean =>
  basket.activeProducts.length > 0 || basket.certificates.some((line) => line.kind === "plastic");
