import { loginRedirect, requireUser } from "~/account/guard.server";
import { notFound } from "~/http/not-found.server";
import { asPageError } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import type { Upstream } from "~/upstream-client/client.server";
import type { User } from "~/contract/user";
import { dataWithToasts } from "~/upstream-client/respond.server";
import type { ToastList } from "~/toasts/toast-list.server";

type Args = Parameters<typeof requireUser>[0];

/**
 * Main data of an account page. A 401 (the session ended) sends the shopper to login; the statuses in
 * `notFoundOn` (an unknown order, status or certificate, and by default also a malformed one the upstream
 * refused with 400) become the 404 page; any other failure the error page with its status.
 */
export async function accountData<T>(
  request: Request,
  call: Promise<T>,
  notFoundOn: readonly number[] = [400, 404],
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === 401) throw loginRedirect(request);
      if (notFoundOn.includes(error.status)) pageNotFound(request);
    }
    throw asPageError(error);
  }
}

/**
 * The guard, then the main data of an account page about the user's own things, named by nothing in the URL
 * (so nothing there can be not found): a 401 sends the shopper to login, other failures are the error page.
 */
export async function userData<T>(
  args: Args,
  load: (api: Upstream, user: User) => Promise<T>,
): Promise<{ api: Upstream; user: User; toasts: ToastList; data: T }> {
  const { api, user, toasts } = await requireUser(args);
  return { api, user, toasts, data: await accountData(args.request, load(api, user), []) };
}

/** The loader of a page that shows no data of the user's (a form): the guard, and the toasts it gathered. */
export async function userOnly(args: Args) {
  const { toasts } = await requireUser(args);
  return dataWithToasts({}, toasts);
}

/** Throws the 404 page for this request's path. */
export function pageNotFound(request: Request): never {
  throw notFound(new URL(request.url).pathname);
}
