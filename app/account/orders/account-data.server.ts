import { loginRedirect } from "~/account/guard.server";
import { notFound } from "~/http/not-found.server";
import { makeToast } from "~/toasts/toast";
import { asPageError, UpstreamError, type Upstream } from "~/upstream/client.server";

/**
 * Main data of an account page. A 401 (the session ended) sends the shopper to login; the statuses in
 * `notFoundOn` (an unknown order, status or certificate, and by default also a malformed one the upstream
 * refused with 400) become the 404 page; any other failure the error page with its status.
 */
export async function accountData<T>(request: Request, call: Promise<T>, notFoundOn: readonly number[] = [400, 404]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === 401) throw loginRedirect(request);
      if (notFoundOn.includes(error.status)) throw notFound(new URL(request.url).pathname);
    }
    throw asPageError(error);
  }
}

/** Throws the 404 page for this request's path. */
export function pageNotFound(request: Request): never {
  throw notFound(new URL(request.url).pathname);
}

/**
 * After a successful mutation: the upstream's info messages (`messages`) become one success toast (or
 * `fallback` when it sent none), carried across the PRG redirect by the flash cookie.
 */
export function successRedirect(api: Upstream, url: string, fallback: string) {
  const info = api.toasts.filter((t) => t.type === "info");
  const message = info.map((t) => t.message).join(" ") || fallback;
  for (const toast of info) api.toasts.splice(api.toasts.indexOf(toast), 1);
  api.toasts.push(makeToast("success", message));
  return api.redirect(url);
}

/** Errors the page shows next to the form fields need no error toast as well. */
export function dropErrorToasts(api: Upstream, messages: ReadonlyArray<string | undefined>) {
  for (let i = api.toasts.length - 1; i >= 0; i--) {
    const toast = api.toasts[i];
    if (toast.type === "error" && messages.includes(toast.message)) api.toasts.splice(i, 1);
  }
}
