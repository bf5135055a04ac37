import { hrefWithModal } from "~/components/modal";

export const LOGIN_PATH = "/login/";

/**
 * The login page, asked to bring the shopper back here afterwards: this page without campaign tags and without an
 * open modal (the menu the link was in), a same-site path the login route checks again (safeRedirect). On the login
 * page itself it is that page as it is, so its own `redirectTo` is kept instead of nested.
 */
export function loginHref(location: { pathname: string; search: string }): string {
  const here = hrefWithModal(location, null);
  if (location.pathname === LOGIN_PATH) return here;
  return `${LOGIN_PATH}?redirectTo=${encodeURIComponent(here)}`;
}

/** Where logging in in place (the `authorization` modal) brings the shopper back: this page, as `loginHref` keeps it. */
export const loginReturn = (location: { pathname: string; search: string }): string => hrefWithModal(location, null);
