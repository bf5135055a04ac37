import { attempt } from "~/account/account-form.server";
import { reply, succeed } from "~/forms/reply.server";
import { withToast, type ToastList } from "~/toasts/toast-list.server";
import { claimUndo, clearUndoCookie, openUndo, readUndoCookie, sealUndo, writeUndoCookie } from "~/http/undo.server";
import { makeToast } from "~/toasts/toast";
import { createAddress, getAddresses } from "~/upstream-client/account.server";
import type { Upstream } from "~/upstream-client/client.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { DELIVERY_PATH } from "./address-item";
import {
  ADDRESS_UNDO_TARGET,
  AddressUndoPayloadSchema,
  addressUndoPayload,
  deletedAddressLabel,
  type AddressUndo,
} from "./address-undo";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";

/** A «Вернуть» whose seal is not this shopper's, is broken or has expired. */
export const ADDRESS_UNDO_EXPIRED = "Не удалось вернуть адрес: прошло слишком много времени. Добавьте его заново.";

/** The address about to be deleted, sealed for «Вернуть» (null when the list cannot be read or has no such address). */
export async function sealBeforeDelete(api: Upstream, id: number): Promise<string | null> {
  const addresses = await secondary(getAddresses(api), []);
  const at = addresses.findIndex((item) => item.id === id);
  const parsed = AddressUndoPayloadSchema.safeParse(at >= 0 && addressUndoPayload(addresses[at], at));
  return parsed.success && api.token ? sealUndo(parsed.data, api.token) : null;
}

/** The Set-Cookie carrying a deleted address's seal to the list (with JavaScript too: its loader shows the row). */
export const undoCookieOf = async (seal: string | null): Promise<HeadersInit> =>
  seal ? { "Set-Cookie": await writeUndoCookie(DELIVERY_PATH, seal) } : {};

/** The list's «Вернуть» row after a deletion; the cookie is cleared once read. */
export async function undoOnDeliveryPage(
  request: Request,
  api: Upstream,
): Promise<{ undo: AddressUndo | null; headers: Headers }> {
  const headers = new Headers();
  const seal = await readUndoCookie(request);
  if (seal === null) return { undo: null, headers };
  headers.append("Set-Cookie", await clearUndoCookie(DELIVERY_PATH));
  const deleted = openUndo(seal, api.token, AddressUndoPayloadSchema);
  return { undo: deleted && { label: deletedAddressLabel(deleted), at: deleted.at, seal }, headers };
}

/**
 * «Вернуть»: the sealed address is created again with the same fields (and default flag) by the usual create call,
 * which checks it as any new address. A refusal is shown next to the row (without JavaScript the row comes back
 * with it); a seal that does not open gets a message of its own. With JavaScript the answer is data.
 */
export async function restoreAddress(
  { api, toasts, request, viaFetcher }: { api: Upstream; toasts: ToastList; request: Request; viaFetcher: boolean },
  seal: string,
) {
  const intent = "restore";
  const deleted = openUndo(seal, api.token, AddressUndoPayloadSchema);
  if (!deleted) {
    if (viaFetcher) return reply(toasts, { intent, formError: ADDRESS_UNDO_EXPIRED });
    return redirectWithToasts(api, DELIVERY_PATH, withToast(toasts, makeToast("error", ADDRESS_UNDO_EXPIRED)));
  }
  const { city: _, at: __, ...address } = deleted;
  // Created once: a resent «Вернуть» (a double click without JavaScript) is answered as done.
  const claim = await claimUndo(seal);
  const created = claim ? await attempt(request, createAddress(api, address)) : null;
  if (created && !created.ok) {
    await claim?.release();
    const message = `Не удалось вернуть адрес: ${created.error.errors[0]?.message ?? created.error.message}`;
    // Said once, next to the row: not the upstream's error toasts too.
    const shown = toasts.all.filter((toast) => toast.type !== "error");
    // The row stays for another try: the list's next load (the fetcher's revalidation, or the redirect) shows it again.
    const headers = await undoCookieOf(seal);
    if (viaFetcher)
      return reply(shown, { intent, formError: message }, created.error.status >= 500 ? 502 : 409, headers);
    const atRow = makeToast("error", message, { target: ADDRESS_UNDO_TARGET });
    return redirectWithToasts(api, DELIVERY_PATH, withToast(shown, atRow), { headers });
  }
  if (viaFetcher) {
    // Our word instead of the upstream's info messages, as `succeed` does.
    const kept = toasts.all.filter((toast) => toast.type !== "info");
    return dataWithToasts({ intent, ok: true }, withToast(kept, makeToast("success", "Адрес восстановлен")));
  }
  return succeed(api, toasts, DELIVERY_PATH, "Адрес восстановлен");
}
