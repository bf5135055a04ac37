import { redirect, redirectDocument } from "@remix-run/node";
import type { Reply } from "./action-data";
import { checkoutErrors, formField, type CheckoutField } from "./completeness";
import { changesSince, withNewTotal, type Confirmed } from "./confirmed";
import { asState, calculateDraft, type IntentContext } from "./draft-calculation.server";
import { checkoutInputCookie } from "~/checkout-cookie.server";
import { toOrderPayload } from "./order-answer";
import { readSaveMetrics } from "~/cookies.server";
import { needsDelivery } from "~/domain/checkout";
import { formatRub } from "~/domain/money";
import { log } from "~/logging/log.server";
import { publicOrigin } from "~/http/origin.server";
import { makeToast } from "~/toasts/toast";
import type { Upstream } from "~/upstream-client/client.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { calculateOrder, saveOrder } from "~/upstream-client/order.server";
import type { CheckoutInput, OrderState } from "~/contract/order";
import { redirectWithToasts } from "~/upstream-client/respond.server";
import type { ToastList } from "~/toasts/toast-list.server";

/**
 * The payment page of a saved order still to be paid online, else null (pay on receipt, or nothing left to pay). A
 * path (the embedded upstream's page, served through the storefront) is on the store's public origin.
 */
function paymentPage(order: { payment?: { isPayed: boolean; link?: string | null } }, origin: string): string | null {
  const link = order.payment?.link;
  if (order.payment?.isPayed || !link) return null;
  try {
    const url = new URL(link, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The upstream's codes of a save whose calculation is not the one the shopper confirmed (docs/upstream-api.md). */
const isChange = (code: string | undefined) =>
  code?.endsWith("_changed") || code === "coupon_used" || code === "certificate_invalid";

/** The upstream's refusal of a save, told at its fields; a change of the confirmed calculation says the new total. */
function refusalErrors(error: UpstreamError, state: OrderState | null, confirmed: Confirmed) {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const e of error.errors) {
    if (e.code === "total_changed") continue;
    errors[e.code === "prices_changed" ? "total" : formField(e.field)] ??= e.message;
  }
  const changed = error.status === 409 && error.errors.some((e) => isChange(e.code));
  if (!changed || !state) return { errors, changed };
  if (Object.keys(errors).length === 0) errors.total = "Сумма заказа изменилась";
  return { errors: withNewTotal(errors, state.summary.total, confirmed.total), changed };
}

/**
 * Places the order with what the shopper confirmed. Paid online: straight to the payment page; else the thank-you
 * page. An upstream that charged more than confirmed anyway sends nobody to pay: the order's page says so.
 */
async function save(
  request: Request,
  { api, toasts }: { api: Upstream; toasts: ToastList },
  next: CheckoutInput,
  state: OrderState,
  confirmed: Confirmed,
  reply: Reply,
): Promise<Response> {
  try {
    const origin = publicOrigin(request);
    const metrics = readSaveMetrics(request);
    const saved = await saveOrder(api, toOrderPayload(next, state.deliverySystems), metrics, origin, confirmed);
    const { order } = saved.data;
    if (saved.status === 200 && order.id) {
      const charged = order.total?.value;
      if (charged !== undefined && charged > confirmed.total) {
        log({
          level: "warn",
          msg: "saved order total above the confirmed one",
          orderId: order.id,
          charged,
          confirmed: confirmed.total,
        });
        toasts.add(
          makeToast(
            "error",
            `Заказ ${order.number ?? order.id} оформлен на ${order.total!.format} вместо ${formatRub(confirmed.total)}. Мы не стали переводить вас к оплате — проверьте заказ.`,
          ),
        );
        return redirectWithToasts(api, `/personal/orders/${order.id}/`, toasts, {
          headers: { "Set-Cookie": checkoutInputCookie(null) },
        });
      }
      // The order is placed: the input the storefront kept for it goes.
      const headers = { "Set-Cookie": checkoutInputCookie(null) };
      // Paid online: straight to the payment page (a document redirect: it is no page of the storefront's).
      const pay = paymentPage(order, origin);
      if (pay) return redirectDocument(pay, { status: 303, headers });
      // A redirect for fetchers too: the basket is empty now, so the checkout form that asked is gone.
      return redirect(`/order/confirm/?orderId=${order.id}`, { status: 303, headers });
    }
    return reply({ fieldErrors: { form: "Не удалось оформить заказ. Попробуйте ещё раз." } }, 502);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Spec §4: save without an order id recalculates.
    const again = await secondary(calculateOrder(api, toOrderPayload(next), { silent: true }), null);
    const now = again?.status === 200 ? await secondary(asState(api, next, again.data), null) : null;
    const { errors, changed } = refusalErrors(error, now, confirmed);
    return reply({ fieldErrors: errors }, changed ? 409 : error.status >= 500 ? 502 : 400);
  }
}

/**
 * The intent `save`: the draft calculated once more, then the order placed only when it is complete (spec §5) and
 * its calculation is the one the shopper confirmed.
 */
export async function placeOrder(context: IntentContext): Promise<Response> {
  const draft = await calculateDraft(context, { checkBonuses: true, saving: true });
  if (draft instanceof Response) return draft;
  const { next, calculated, confirmed } = draft;
  const { reply, values } = context;
  const fieldErrors = checkoutErrors(next, needsDelivery(calculated.data.basket));
  // What the shopper saw is what is charged: a calculation that differs now places no order. The draft already
  // holds the new calculation; the page shows it with the change told at its field, and the next press saves it.
  const couponRefusal = calculated.errors.find((e) => e.field === "coupon")?.message;
  const changes = changesSince(confirmed, calculated.data, couponRefusal);
  if (Object.keys(changes).length > 0) {
    // The coupon the shopper had stays in its field, to be applied again if they want.
    const kept = changes.coupon && confirmed?.coupon ? { values: { ...values, coupon: confirmed.coupon } } : {};
    return reply({ ...kept, fieldErrors: { ...fieldErrors, ...changes } }, 409);
  }
  if (Object.keys(fieldErrors).length > 0) return reply({ fieldErrors }, 400);
  return save(context.args.request, context, next, calculated.data, confirmed!, reply);
}
