import { secondary } from "~/upstream/failure-modes.server";
import type { Upstream } from "~/upstream/client.server";
import { getOrderState, initOrder } from "~/upstream/order.server";
import type { OrderState } from "~/contract/order";

/**
 * Checkout's delivery city is the shopper's city, the one the header shows: a draft in another city moves to it with
 * an order init (spec §4: shipment, interval, pickup point and shop are cleared, and the address of the other city;
 * the default address of the new city is applied). The draft as it is when the init fails.
 */
export async function draftInCity(
  api: Upstream,
  draft: OrderState | null,
  cityCode: string,
): Promise<OrderState | null> {
  if (draft?.input.delivery.properties.cityId === cityCode) return draft;
  const init = await secondary(initOrder(api, cityCode), null);
  return init?.status === 200 ? init.data : draft;
}

/** After the shopper changes (or resets) their city: their order draft, if they have one, follows it. */
export async function moveDraftToCity(api: Upstream, cityCode: string): Promise<void> {
  if (!api.token) return;
  const draft = await secondary(getOrderState(api), null);
  if (draft) await draftInCity(api, draft, cityCode);
}
