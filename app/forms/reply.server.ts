import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";
import { makeToast, type Toast } from "~/toasts/toast";
import { toastsOf, withToast, type Toasts } from "~/toasts/toast-list.server";
import type { SessionState } from "~/upstream-client/session.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamErrorsOf, type FormReply } from "./reply";

/**
 * A 400 (or the given status) with the messages and typed values (and what else the form needs), with the action's
 * toasts, and `headers` (e.g. the Set-Cookie of a guest token issued on the way).
 */
export function reply<F extends string, E extends object = object>(
  toasts: Toasts,
  data: FormReply<F> & E,
  status = 400,
  headers?: HeadersInit,
) {
  return dataWithToasts(data, toasts, { status, headers });
}

/** The upstream's own confirmation of a change (the info messages the action's calls told, joined), if it sent one. */
export function upstreamConfirmation(toasts: Toasts): string | undefined {
  return (
    toastsOf(toasts)
      .filter((toast) => toast.type === "info")
      .map((toast) => toast.message)
      .join(" ") || undefined
  );
}

/**
 * PRG after a successful change: one success toast instead of the upstream's info messages (the action's own calls'),
 * carried across the redirect in the flash cookie (pass `upstreamConfirmation(toasts) ?? …` to show the upstream's
 * words).
 */
export function succeed(session: SessionState, toasts: Toasts, to: string, message: string, init: ResponseInit = {}) {
  const kept = toastsOf(toasts).filter((toast) => toast.type !== "info");
  return redirectWithToasts(session, to, withToast(kept, makeToast("success", message)), init);
}

/** The status of a reply to an upstream refusal: its 4xx is kept, an outage answers 502. */
export const refusalStatus = (error: UpstreamError) => (error.status >= 500 ? 502 : error.status);

/** The action's toasts but the error toasts repeating what the page shows in the form (said once, where it belongs). */
export function withoutFormErrors(toasts: Toasts, messages: ReadonlyArray<string | undefined>): Toast[] {
  return toastsOf(toasts).filter((toast) => !(toast.type === "error" && messages.includes(toast.message)));
}

/**
 * An upstream refusal as a form reply (see upstreamErrorsOf; the upstream's message when it names nothing), with
 * its status (refusalStatus). `toast: false` when the page always shows the reply in the form: the error toasts
 * it repeats are left out. Row actions keep them: without JavaScript the toast is where their refusal shows.
 */
export function upstreamReply<F extends string, E extends Omit<FormReply<F>, "fieldErrors" | "formError">>(
  toasts: Toasts,
  error: UpstreamError,
  fields: readonly F[],
  extra?: E,
  { toast = true, headers }: { toast?: boolean; headers?: HeadersInit } = {},
) {
  const errors = upstreamErrorsOf(error.errors, fields, error.message);
  const shown = toast
    ? toasts
    : withoutFormErrors(toasts, [...Object.values<string | undefined>(errors.fieldErrors), errors.formError]);
  return reply(shown, { ...extra, ...errors }, refusalStatus(error), headers);
}
