import { json, redirect } from "@remix-run/node";
import { clearEndedSession, type SessionState } from "./session.server";
import { writeFlash } from "~/toasts/flash.server";
import type { Toast } from "~/toasts/toast";
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
 * token cookie when the upstream refused the request's token and no new one was set (`session`: the client).
 */
export async function redirectWithToasts(session: SessionState, url: string, toasts: Toasts, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  const carried = listOf(toasts);
  if (carried.length > 0) headers.append("Set-Cookie", await writeFlash(carried));
  await clearEndedSession(session, headers);
  return redirect(url, { status: 303, ...init, headers });
}
