import type { ActionFunctionArgs } from "@remix-run/node";
import { shopperCity } from "~/cookies.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { readForm } from "~/forms/read-form.server";
import type { PostedForm } from "~/forms/reply";
import { ensureToken } from "~/http/guest-token.server";
import { firstOf } from "~/http/once.server";
import { safeRedirect } from "~/http/safe-redirect";
import { withoutShipment } from "~/domain/checkout-draft";
import { makeToast } from "~/toasts/toast";
import type { ToastList } from "~/toasts/toast-list.server";
import { addToBasket, patchBasketLine, removeFromBasket } from "~/upstream-client/basket.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import type { Upstream } from "~/upstream-client/client.server";
import { removeCertificateFromBasket } from "~/upstream-client/gift-certificates.server";
import { keepInput, readCheckoutInput } from "~/checkout-cookie.server";
import type { Basket } from "~/contract/basket";
import {
  ADD_FAILED_MESSAGE,
  BAD_FORM_MESSAGE,
  BASKET_INTENT,
  BASKET_PAGE,
  basketAddTarget,
  isBasketIntent,
  orderAfterBasketChange,
  SIZE_REQUIRED,
  type BasketActionData,
} from "./basket-form";
import { parseBasketForm, type BasketForm, type BasketLineForm } from "./basket-form-schema";
import { lineBeforeRemoval, restoreRemoved, undoOfRemoval } from "./basket-undo.server";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

type Reply = { data: BasketActionData; status: number };

type Submission = {
  api: Upstream;
  /** The action's toasts: what its calls tell (through `api`) and its own. */
  toasts: ToastList;
  request: Request;
  /** Set-Cookie of a guest token issued on the way. */
  headers: Headers;
  viaFetcher: boolean;
  /** The form's `redirectTo` was a same-site path (not the fallback): the page the shopper acted on. */
  backToForm: boolean;
};

/**
 * Every basket mutation (the action of `/basket/`): add a size (product cards, the product page, outfits) with the
 * guest token, the double-submission nonce and the shopper's city; remove, delay / bring back and quantity of a line
 * with the spec §4 order follow-up. With JavaScript (the `via` field) it answers with data: 200, 400 (bad form, no
 * size), 409 (the upstream refused), 502 (the upstream failed), toasts attached. Without JavaScript it always
 * answers with a redirect (PRG, 303) to the form's `redirectTo`, a same-site path (else /order/), carrying the toasts
 * in the flash cookie; 'Выберите размер' then travels as a toast addressed to that product's buy form.
 */
export async function basketAction(args: ActionFunctionArgs): Promise<Response> {
  // A resource route: a refused form posted without JavaScript gets a page of its own.
  const form = await readForm(args.request, { resource: true });
  const { api, toasts } = await upstreamWithToasts(args);
  const requested = form.redirectTo;
  const back = safeRedirect(requested, BASKET_PAGE);
  const submission: Submission = {
    api,
    toasts,
    request: args.request,
    headers: new Headers(),
    viaFetcher: isViaFetcher(form),
    backToForm: back === requested,
  };

  const { data, status } = await reply(submission, form);
  return submission.viaFetcher
    ? dataWithToasts(data, toasts, { status, headers: submission.headers })
    : redirectWithToasts(api, back, toasts, { headers: submission.headers });
}

async function reply(submission: Submission, form: PostedForm): Promise<Reply> {
  const { toasts } = submission;
  const parsed = parseBasketForm(form);
  if (!parsed.success) {
    toasts.add(makeToast("error", BAD_FORM_MESSAGE));
    const intent = form.intent;
    return {
      data: { intent: isBasketIntent(intent) ? intent : undefined, ok: false, fieldErrors: { form: BAD_FORM_MESSAGE } },
      status: 400,
    };
  }
  const input = parsed.data;
  if (input.intent === BASKET_INTENT.restore) return restoreRemoved(submission, input.undo);
  const about =
    input.intent === BASKET_INTENT.add
      ? { intent: input.intent, productId: input.productId }
      : { intent: input.intent, lineId: input.lineId };
  try {
    return input.intent === BASKET_INTENT.add ? await add(submission, input) : await changeLine(submission, input);
  } catch (error) {
    // The client has already turned the refusal (unknown line, size out of stock…) into an error toast.
    if (!(error instanceof UpstreamError)) throw error;
    const offer = error.errors.find((e) => e.field === "offer")?.message;
    return {
      data: { ...about, ok: false, ...(offer && { fieldErrors: { offer } }) },
      status: error.status >= 500 ? 502 : 409,
    };
  }
}

/** Spec §4, §5: a size is required; the add is made with the shopper's city and succeeds only on status 200. */
async function add(
  { api, toasts, request, headers, viaFetcher, backToForm }: Submission,
  input: Extract<BasketForm, { intent: "basket-add" }>,
): Promise<Reply> {
  const { intent, productId, offer } = input;
  if (offer === undefined) {
    // The upstream is not asked (and no guest token issued). Without JavaScript the message rides the redirect to the
    // product's buy form; when the redirect cannot go back to that form, it is an ordinary toast.
    if (!viaFetcher)
      toasts.add(
        makeToast(
          "error",
          SIZE_REQUIRED,
          backToForm ? { target: basketAddTarget(productId), field: "offer" } : undefined,
        ),
      );
    return { data: { intent, productId, ok: false, fieldErrors: { offer: SIZE_REQUIRED } }, status: 400 };
  }
  await ensureToken(api, headers);
  // A double click or a resent form carries the same nonce: the product is added once.
  if (await firstOf(`${api.token}|${productId}|${offer}`, input.nonce)) {
    const outcome = await addToBasket(api, productId, { offer, city: await shopperCity(request) });
    if (outcome.status !== 200) {
      if (!toasts.all.some((toast) => toast.type === "error")) toasts.add(makeToast("error", ADD_FAILED_MESSAGE));
      return { data: { intent, productId, ok: false }, status: 409 };
    }
  }
  return { data: { intent, productId, ok: true, added: { productId, offerId: offer } }, status: 200 };
}

/** Remove, delay / bring back, quantity; then the order follows (spec §4). A removed line can be brought back. */
async function changeLine(
  { api, toasts, request, headers, viaFetcher }: Submission,
  input: BasketLineForm,
): Promise<Reply> {
  const removed = input.intent === BASKET_INTENT.remove ? await lineBeforeRemoval(api, input.lineId) : null;
  const basket = await changeBasket(api, input);
  const undo = removed ? await undoOfRemoval(api, removed, { headers, viaFetcher }) : undefined;
  const done = successMessage(input);
  if (done && !toasts.all.some((toast) => toast.type === "info")) toasts.add(makeToast("success", done));
  followOrder(request, basket, headers);
  return { data: { intent: input.intent, lineId: input.lineId, ok: true, ...(undo && { undo }) }, status: 200 };
}

function changeBasket(api: Upstream, input: BasketLineForm): Promise<Basket> {
  switch (input.intent) {
    case BASKET_INTENT.remove:
      return removeFromBasket(api, input.lineId);
    case BASKET_INTENT.delay:
      return patchBasketLine(api, input.lineId, { delay: input.delay });
    case BASKET_INTENT.quantity:
      return patchBasketLine(api, input.lineId, { quantity: input.quantity });
    case BASKET_INTENT.removeCertificate:
      return removeCertificateFromBasket(api, input.lineId);
  }
}

/** Feedback when the upstream sent none (a quantity change shows itself). */
function successMessage(input: BasketLineForm): string | null {
  if (input.intent === BASKET_INTENT.remove) return "Товар удалён из корзины";
  if (input.intent === BASKET_INTENT.removeCertificate) return "Сертификат удалён из корзины";
  if (input.intent === BASKET_INTENT.delay) return input.delay ? "Товар отложен" : "Товар возвращён в корзину";
  return null;
}

/**
 * Spec §4 after a basket change: the last product gone → the order starts over (the kept checkout input goes);
 * otherwise the store and shipment are cleared, and the order page calculates the order anew when it shows.
 */
function followOrder(request: Request, basket: Basket, headers: Headers): void {
  const kept = readCheckoutInput(request);
  if (!kept) return;
  const next = orderAfterBasketChange(basket) === "reset" ? null : withoutShipment(kept);
  for (const cookie of keepInput(request, next).getSetCookie()) headers.append("Set-Cookie", cookie);
}
