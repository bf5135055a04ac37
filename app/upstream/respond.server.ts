import { json, redirect } from "@remix-run/node";
import { clearEndedSession, type SessionState } from "./session.server";
import { writeFlash } from "~/toasts/flash.server";
import { SESSION_ENDED_MESSAGE } from "~/toasts/session";
import { makeToast, type Toast } from "~/toasts/toast";
import type { ToastList } from "~/toasts/toast-list.server";

/** The toasts an answer returns: a loader's or action's own list, or a list it put together. */
export type Toasts = ToastList | readonly Toast[];

const listOf = (toasts: Toasts): Toast[] => [...("all" in toasts ? toasts.all : toasts)];

/**
 * The one way a loader or action answers with toasts: its data with the toasts it returns (`toasts`), read by the page
 * (`components/toasts.tsx`) and the forms (`targetedMessages`).
 */
export function dataWithToasts<T extends Record<string, unknown>>(data: T, toasts: Toasts, init?: ResponseInit) {
  return json({ ...data, toasts: listOf(toasts) }, init);
}

/**
 * A redirect (303 unless `init` says otherwise) that carries its toasts across in the flash cookie, and drops the
 * token cookie when the upstream refused the request's token and no new one was set (`session`: the client). An ended
 * session is always told: the loader whose call ended it may be another than the one redirecting, and a redirect
 * drops every other loader's data.
 */
export async function redirectWithToasts(session: SessionState, url: string, toasts: Toasts, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  const carried = listOf(toasts);
  if (session.sessionEnded && !carried.some((toast) => toast.message === SESSION_ENDED_MESSAGE))
    carried.push(makeToast("info", SESSION_ENDED_MESSAGE));
  if (carried.length > 0) headers.append("Set-Cookie", await writeFlash(carried));
  await clearEndedSession(session, headers);
  return redirect(url, { status: 303, ...init, headers });
}
