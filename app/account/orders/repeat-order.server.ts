import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/account/guard.server";
import { pageNotFound, accountData } from "~/account/account-data.server";
import { shopperCity } from "~/cookies.server";
import { readForm } from "~/forms/read-form.server";
import { makeToast } from "~/toasts/toast";
import { ToastList, withToast } from "~/toasts/toast-list.server";
import { addToBasket } from "~/upstream-client/basket.server";
import { getOrder } from "~/upstream-client/orders.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { OrderIdParamSchema } from "./orders";
import { redirectWithToasts } from "~/upstream-client/respond.server";

/** A line of the order and what became of it when added again. */
type Outcome = { name: string; size: string; added: boolean };

const lineName = ({ name, size }: Outcome) => (size ? `${name}, размер ${size}` : name);

/** What the shopper is told: all back, some back and which are gone, or none. */
function summary(number: string, outcomes: Outcome[]): { type: "success" | "error"; message: string } {
  const gone = outcomes.filter((outcome) => !outcome.added);
  if (gone.length === 0) return { type: "success", message: `Товары заказа ${number} — в корзине` };
  const list = gone.map(lineName).join("; ");
  if (gone.length === outcomes.length)
    return { type: "error", message: `Товаров заказа ${number} нет в наличии: ${list}` };
  return { type: "success", message: `Товары заказа ${number} — в корзине, кроме тех, что закончились: ${list}` };
}

/**
 * «Повторить заказ» / «Вернуть товары в корзину»: each size of the user's order goes into the basket again in its
 * quantity (spec §7 `POST /api/basket/{id}` with the offer and the shopper's city, so stock is checked by the
 * upstream), then the basket. What is gone is named in one message, not a toast per line.
 */
export async function repeatOrder(args: ActionFunctionArgs): Promise<Response> {
  const { api, toasts } = await requireUser(args);
  // The button posts no fields; the body is still read within the form bounds, as every action's is.
  await readForm(args.request);
  const id = OrderIdParamSchema.safeParse(args.params.id);
  if (!id.success) pageNotFound(args.request);
  const order = await accountData(args.request, getOrder(api, id.data));
  const city = await shopperCity(args.request);
  // What the adds tell is gathered apart: their refusals are summed up below, not shown one by one.
  const lines = new ToastList();
  const adding = api.reportingTo(lines);
  const outcomes: Outcome[] = [];
  // One call per line, in order: the lines are the order's own (a few), and each add reads the basket it changes.
  for (const item of order.items) {
    let added = false;
    if (item.offerId !== undefined) {
      const answer = await addToBasket(adding, item.productId, {
        offer: item.offerId,
        city,
        quantity: item.quantity,
      }).catch((error: unknown) => {
        if (error instanceof UpstreamError) return null;
        throw error;
      });
      added = answer?.status === 200;
    }
    outcomes.push({ name: item.name, size: item.size, added });
  }
  const told = summary(order.number, outcomes);
  const shown = [...toasts.all, ...lines.all.filter((toast) => toast.type !== "error")];
  return redirectWithToasts(
    api,
    outcomes.some((outcome) => outcome.added) ? "/order/" : `/personal/orders/${order.id}/`,
    withToast(shown, makeToast(told.type, told.message)),
  );
}
