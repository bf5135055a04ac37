import { tokenCookie } from "~/cookies.server";
import { createGuestToken } from "~/upstream/auth.server";
import type { Upstream } from "~/upstream/client.server";

/** A guest gets a token only at the first action that needs one (basket, wishlist): DESIGN.md. */
export async function ensureToken(api: Upstream, headers: Headers): Promise<void> {
  if (api.token) return;
  const token = await createGuestToken(api);
  api.setToken(token);
  headers.append("Set-Cookie", await tokenCookie.serialize(token));
}
