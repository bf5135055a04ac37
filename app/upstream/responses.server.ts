import { json, redirect } from "@remix-run/node";
import { writeFlash } from "~/toasts/flash.server";
import type { RequestToasts } from "~/toasts/request-toasts.server";
import { clearEndedSession, type SessionState } from "./session.server";

/** Loader/action data with the request's toasts attached (the client's `json`). */
export function jsonWithToasts<T extends Record<string, unknown>>(toasts: RequestToasts, data: T, init?: ResponseInit) {
  return json({ ...data, toasts: toasts.take() }, init);
}

/**
 * A redirect (303 unless `init` says otherwise) that carries the request's toasts across in the flash cookie and drops
 * a refused token (the client's `redirect`).
 */
export async function redirectWithToasts(
  toasts: RequestToasts,
  session: SessionState,
  url: string,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  const carried = toasts.take();
  if (carried.length > 0) headers.append("Set-Cookie", await writeFlash(carried));
  await clearEndedSession(session, headers);
  return redirect(url, { status: 303, ...init, headers });
}
