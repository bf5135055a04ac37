import { redirect } from "@remix-run/node";
import { mainData, secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { redirectWithToasts } from "~/upstream-client/respond.server";
import type { ToastList } from "~/toasts/toast-list.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import type { Upstream } from "~/upstream-client/client.server";
import { getBasket } from "~/upstream-client/basket.server";
import { GUEST, type User } from "~/contract/user";
import { getUser } from "~/upstream-client/user.server";

type Args = { request: Request; context: object };

const loginUrl = (request: Request) => {
  const url = new URL(request.url);
  return `/login/?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
};

/** Where a guest is sent: the login page, coming back here afterwards. */
export function loginRedirect(request: Request) {
  return redirect(loginUrl(request), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The 'authorized' guard of spec §4: a guest (user id 0, or no token) goes to login and returns afterwards.
 * Every authorised-only loader and action calls it; data is then fetched with the user's own token only, through the
 * client reporting into the toast list it returns with it (the loader's or action's own).
 */
export async function requireUser(args: Args): Promise<{ api: Upstream; user: User; toasts: ToastList }> {
  const { api, toasts } = await upstreamWithToasts(args);
  // Who the shopper is, is this page's main data: an upstream failure is the error page, not a trip to the login form.
  const user = api.token ? await mainData(getUser(api)) : GUEST;
  // The upstream answers an unknown token with the guest user; a guest token still opens its basket, an ended
  // session's does not (a 401 ends it in the client: toast, cookie dropped on the way to login).
  if (user.id <= 0 && api.token) await secondary(getBasket(api), null);
  if (user.id <= 0)
    throw api.sessionEnded
      ? await redirectWithToasts(api, loginUrl(args.request), toasts, {
          status: 302,
          headers: { "Cache-Control": "private, no-store" },
        })
      : loginRedirect(args.request);
  return { api, user, toasts };
}

/** Runs an authorised upstream call; a 401 (the session ended meanwhile) sends the shopper to login. */
export async function asUser<T>(request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}
