import { json, redirect } from "@remix-run/node";
import { clearEndedSession, type SessionState } from "./session.server";
import { writeFlash } from "~/toasts/flash.server";
import { SESSION_ENDED_MESSAGE } from "~/toasts/session";
import { makeToast } from "~/toasts/toast";
import { toastsOf, withToast, type Toasts } from "~/toasts/toast-list.server";

/**
 * The one way a loader or action answers with toasts: its data with the toasts it returns (`toasts`), read by the page
 * (`components/toasts.tsx`) and the forms (`targetedMessages`).
 */
export function dataWithToasts<T extends Record<string, unknown>>(data: T, toasts: Toasts, init?: ResponseInit) {
  return json({ ...data, toasts: [...toastsOf(toasts)] }, init);
}

/**
 * A redirect (303 unless `init` says otherwise) that carries its toasts across in the flash cookie, and drops the
 * token cookie when the upstream refused the request's token and no new one was set (`session`: the client). An ended
 * session is always told: the loader whose call ended it may be another than the one redirecting, and a redirect
 * drops every other loader's data.
 */
export async function redirectWithToasts(session: SessionState, url: string, toasts: Toasts, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  const carried = session.sessionEnded ? withToast(toasts, makeToast("info", SESSION_ENDED_MESSAGE)) : toastsOf(toasts);
  if (carried.length > 0) headers.append("Set-Cookie", await writeFlash(carried));
  await clearEndedSession(session, headers);
  return redirect(url, { status: 303, ...init, headers });
}
