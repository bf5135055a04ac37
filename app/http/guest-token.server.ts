import { tokenCookie } from "~/cookies.server";
import { createGuestToken } from "~/upstream-client/auth.server";
import type { Upstream } from "~/upstream-client/client.server";

/**
 * A guest gets a token only at the first action that needs one (basket, wishlist): DESIGN.md.
 * If the shopper's token turns out to be refused (the session ended), the action goes on with a fresh guest token.
 */
export async function ensureToken(api: Upstream, headers: Headers): Promise<void> {
  const issue = async () => {
    const token = await createGuestToken(api);
    api.setToken(token);
    headers.append("Set-Cookie", await tokenCookie.serialize(token));
  };
  if (api.token) {
    api.onSessionEnd(issue);
    return;
  }
  await issue();
}
