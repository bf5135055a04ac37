import type { ActionFunctionArgs } from "@remix-run/node";
import { readCity } from "~/cookies.server";
import { withoutShipment } from "~/order/draft";
import { makeToast } from "~/toasts/toast";
import { patchBasketLine, removeFromBasket } from "~/upstream/basket.server";
import { secondary, UpstreamError, upstreamFor, type Upstream } from "~/upstream/client.server";
import { calculateOrder, getOrderState, initOrder } from "~/upstream/order.server";
import type { Basket } from "~/upstream/schemas/basket";
import type { OrderState } from "~/upstream/schemas/order";
import { BAD_FORM_MESSAGE, isBasketIntent, orderAfterBasketChange, parseBasketForm, resetCity, type BasketForm } from "./basket-form";

export const ORDER_PAGE = "/order/";

/**
 * The basket forms of /order/ (remove, delay / bring back, quantity). Returns null for an intent it does not own.
 * Every outcome is a PRG redirect back to /order/ carrying the upstream's toasts: with JavaScript the fetcher
 * follows it and the page's loaders revalidate; without it the browser loads the page again.
 */
export async function basketAction(args: ActionFunctionArgs, form: FormData): Promise<Response | null> {
  if (!isBasketIntent(form.get("intent"))) return null;
  const api = await upstreamFor(args);
  const parsed = parseBasketForm(form);
  if (!parsed.success) {
    api.toasts.push(makeToast("error", BAD_FORM_MESSAGE));
    return api.redirect(ORDER_PAGE);
  }
  try {
    const input = parsed.data;
    // Only a removal can empty the basket; the draft's city is read before, while the draft still has one.
    const before = input.intent === "basket-remove" ? await quietly(api, () => secondary(getOrderState(api), null)) : null;
    const basket = await changeBasket(api, input);
    const done = successMessage(input);
    if (done && !api.toasts.some((t) => t.type === "info")) api.toasts.push(makeToast("success", done));
    await quietly(api, () => followOrder(api, basket, { draftCity: before?.input.delivery.properties.cityId, request: args.request }));
  } catch (error) {
    // The client has already turned the refusal (unknown line, out of stock…) into an error toast.
    if (!(error instanceof UpstreamError)) throw error;
  }
  return api.redirect(ORDER_PAGE);
}

/** Feedback when the upstream sent none (a quantity change shows itself). */
function successMessage(input: BasketForm): string | null {
  if (input.intent === "basket-remove") return "Товар удалён из корзины";
  if (input.intent === "basket-delay") return input.delay ? "Товар отложен" : "Товар возвращён в корзину";
  return null;
}

/**
 * The order follow-up is secondary to the basket change the shopper asked for: its failures leave no error
 * toast (the order page loads the draft again and shows what it needs); its info messages stay.
 */
async function quietly<T>(api: Upstream, work: () => Promise<T>): Promise<T> {
  const from = api.toasts.length;
  try {
    return await work();
  } finally {
    for (let i = api.toasts.length - 1; i >= from; i--) if (api.toasts[i].type === "error") api.toasts.splice(i, 1);
  }
}

function changeBasket(api: Upstream, input: BasketForm): Promise<Basket> {
  switch (input.intent) {
    case "basket-remove":
      return removeFromBasket(api, input.lineId);
    case "basket-delay":
      return patchBasketLine(api, input.lineId, { delay: input.delay });
    case "basket-quantity":
      return patchBasketLine(api, input.lineId, { quantity: input.quantity });
  }
}

/**
 * Spec §4 after a basket change: the last product gone → the order starts over (init with the draft's city);
 * otherwise the store and shipment are cleared and the order recalculated. The basket change stands even
 * when the order endpoints fail (secondary).
 */
async function followOrder(api: Upstream, basket: Basket, { draftCity, request }: { draftCity?: string; request: Request }): Promise<void> {
  if (orderAfterBasketChange(basket) === "reset") {
    await secondary(initOrder(api, resetCity(draftCity, await readCity(request))), null);
    return;
  }
  const state: OrderState | null = await secondary(getOrderState(api), null);
  if (state) await secondary(calculateOrder(api, withoutShipment(state.input)), null);
}

