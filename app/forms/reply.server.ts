import { makeToast } from "~/toasts/toast";
import { UpstreamError } from "~/upstream/upstream-error.server";
import type { Upstream } from "~/upstream/client.server";
import { upstreamErrorsOf, type FormReply } from "./reply";

/**
 * A 400 (or the given status) with the messages and typed values (and what else the form needs); toasts travel along,
 * and `headers` (e.g. the Set-Cookie of a guest token issued on the way).
 */
export function reply<F extends string, E extends object = object>(
  api: Upstream,
  data: FormReply<F> & E,
  status = 400,
  headers?: HeadersInit,
) {
  return api.json(data, { status, headers });
}

/** The upstream's own confirmation of a change (its info messages, joined), if it sent one. */
export function upstreamConfirmation(api: Upstream): string | undefined {
  return (
    api.toasts.all
      .filter((toast) => toast.type === "info")
      .map((toast) => toast.message)
      .join(" ") || undefined
  );
}

/**
 * PRG after a successful change: the upstream's info messages give way to one success toast, carried across
 * the redirect in the flash cookie (pass `upstreamConfirmation(api) ?? …` to show the upstream's words).
 */
export function succeed(api: Upstream, to: string, message: string, init: ResponseInit = {}) {
  api.toasts.drop((toast) => toast.type === "info");
  api.toasts.add(makeToast("success", message));
  return api.redirect(to, init);
}

/** The status of a reply to an upstream refusal: its 4xx is kept, an outage answers 502. */
export const refusalStatus = (error: UpstreamError) => (error.status >= 500 ? 502 : error.status);

/** Error toasts repeating what the page shows in the form are dropped (the message stands once, where it belongs). */
export function dropErrorToasts(api: Upstream, messages: ReadonlyArray<string | undefined>) {
  api.toasts.drop((toast) => toast.type === "error" && messages.includes(toast.message));
}

/**
 * An upstream refusal as a form reply (see upstreamErrorsOf; the upstream's message when it names nothing), with
 * its status (refusalStatus). `toast: false` when the page always shows the reply in the form: the error toasts
 * it repeats are dropped. Row actions keep them: without JavaScript the toast is where their refusal shows.
 */
export function upstreamReply<F extends string, E extends Omit<FormReply<F>, "fieldErrors" | "formError">>(
  api: Upstream,
  error: UpstreamError,
  fields: readonly F[],
  extra?: E,
  { toast = true, headers }: { toast?: boolean; headers?: HeadersInit } = {},
) {
  const errors = upstreamErrorsOf(error.errors, fields, error.message);
  if (!toast) dropErrorToasts(api, [...Object.values<string | undefined>(errors.fieldErrors), errors.formError]);
  return reply(api, { ...extra, ...errors }, refusalStatus(error), headers);
}
