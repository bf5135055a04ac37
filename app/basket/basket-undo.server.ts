import { shopperCity } from "~/cookies.server";
import { claimUndo, clearUndoCookie, openUndo, readUndoCookie, sealUndo, writeUndoCookie } from "~/http/undo.server";
import { makeToast } from "~/toasts/toast";
import { ToastList } from "~/toasts/toast-list.server";
import type { Upstream } from "~/upstream-client/client.server";
import { addToBasket, getBasket, patchBasketLine } from "~/upstream-client/basket.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { BASKET_INTENT, BASKET_PAGE, type BasketActionData, type BasketUndo } from "./basket-form";
import { BASKET_UNDO_TARGET, BasketUndoPayloadSchema, removedLineLabel, type BasketUndoPayload } from "./basket-undo";

/** A «Вернуть» whose seal is not this shopper's, is broken or has expired. */
export const UNDO_EXPIRED = "Не удалось вернуть товар: прошло слишком много времени. Добавьте его из каталога.";
export const RESTORED = "Товар возвращён в корзину";

/** The line about to be removed, as «Вернуть» will need it (null when the basket cannot be read or has no such line). */
export async function lineBeforeRemoval(api: Upstream, lineId: number): Promise<BasketUndoPayload | null> {
  const basket = await secondary(getBasket(api), null);
  if (!basket) return null;
  const lists = {
    active: basket.activeProducts,
    delayed: basket.delayedProducts,
    unavailable: basket.unavailableProducts,
  };
  for (const kind of ["active", "delayed", "unavailable"] as const) {
    const at = lists[kind].findIndex((line) => line.id === lineId);
    if (at < 0) continue;
    const { productId, offerId, quantity, name, size } = lists[kind][at];
    const parsed = BasketUndoPayloadSchema.safeParse({ productId, offerId, quantity, name, size, kind, at });
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/** The removed line's «Вернуть» row, sealed for this shopper; without JavaScript the seal rides to /order/ in a cookie. */
export async function undoOfRemoval(
  api: Upstream,
  removed: BasketUndoPayload,
  { headers, viaFetcher }: { headers: Headers; viaFetcher: boolean },
): Promise<BasketUndo | undefined> {
  if (!api.token) return undefined;
  const seal = sealUndo(removed, api.token);
  if (!viaFetcher) headers.append("Set-Cookie", await writeUndoCookie(BASKET_PAGE, seal));
  return { label: removedLineLabel(removed), kind: removed.kind, at: removed.at, seal };
}

/** /order/'s «Вернуть» row after a removal posted without JavaScript; the cookie is cleared once read. */
export async function undoOnBasketPage(
  request: Request,
  api: Upstream,
): Promise<{ undo: BasketUndo | null; headers: Headers }> {
  const headers = new Headers();
  const seal = await readUndoCookie(request);
  if (seal === null) return { undo: null, headers };
  headers.append("Set-Cookie", await clearUndoCookie(BASKET_PAGE));
  const removed = openUndo(seal, api.token, BasketUndoPayloadSchema);
  if (!removed) return { undo: null, headers };
  return { undo: { label: removedLineLabel(removed), kind: removed.kind, at: removed.at, seal }, headers };
}

type Reply = { data: BasketActionData; status: number };

/** A «Вернуть» posted: the client, the action's toast list (the restore adds its own to it), and the rest. */
type RestoreSubmission = {
  api: Upstream;
  toasts: ToastList;
  request: Request;
  headers: Headers;
  viaFetcher: boolean;
};

/**
 * «Вернуть»: the sealed line is added again with its size and quantity, checked by the upstream like any add (stock,
 * limits), and delayed again if it was. A refusal is shown next to the row (without JavaScript the row comes back
 * with it); a seal that does not open gets a toast of its own.
 */
export async function restoreRemoved(
  { api, toasts, request, headers, viaFetcher }: RestoreSubmission,
  seal: string,
): Promise<Reply> {
  const intent = BASKET_INTENT.restore;
  const removed = openUndo(seal, api.token, BasketUndoPayloadSchema);
  if (!removed) {
    toasts.add(makeToast("error", UNDO_EXPIRED, viaFetcher ? { target: BASKET_UNDO_TARGET } : undefined));
    return { data: { intent, ok: false, fieldErrors: { form: UNDO_EXPIRED } }, status: 400 };
  }
  // Brought back once: a resent «Вернуть» is answered as done. What the calls tell is gathered apart, to be weighed
  // below against the one message of the restore.
  const claim = await claimUndo(seal);
  const told = new ToastList();
  const restoring = api.reportingTo(told);
  try {
    if (claim) {
      const { productId, offerId, quantity } = removed;
      const outcome = await addToBasket(restoring, productId, {
        offer: offerId,
        quantity,
        city: await shopperCity(request),
      });
      const line = outcome.data.products.find((product) => product.offerId === offerId);
      if (removed.kind === "delayed" && line) await patchBasketLine(restoring, line.id, { delay: true });
    }
  } catch (error) {
    await claim?.release();
    if (!(error instanceof UpstreamError)) throw error;
    const message = `Не удалось вернуть товар: ${error.errors[0]?.message ?? error.message}`;
    // Said once, next to the row: not the upstream's error toasts too.
    toasts.add(...told.all.filter((toast) => toast.type !== "error"));
    toasts.add(makeToast("error", message, { target: BASKET_UNDO_TARGET }));
    if (!viaFetcher) headers.append("Set-Cookie", await writeUndoCookie(BASKET_PAGE, seal));
    return { data: { intent, ok: false, fieldErrors: { form: message } }, status: error.status >= 500 ? 502 : 409 };
  }
  // Our word instead of the upstream's info messages.
  toasts.add(...told.all.filter((toast) => toast.type !== "info"));
  toasts.add(makeToast("success", RESTORED));
  return { data: { intent, ok: true }, status: 200 };
}
