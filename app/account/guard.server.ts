import { redirect } from "@remix-run/node";
import { secondary, upstreamFor, UpstreamError, type Upstream } from "~/upstream/client.server";
import { GUEST, type User } from "~/upstream/schemas/user";
import { getUser } from "~/upstream/user.server";

type Args = { request: Request; context: object };

/** Where a guest is sent: the login page, coming back here afterwards. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login/?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The 'authorized' guard of spec §4: a guest (user id 0, or no token) goes to login and returns afterwards.
 * Every authorised-only loader and action calls it; data is then fetched with the user's own token only.
 */
export async function requireUser(args: Args): Promise<{ api: Upstream; user: User }> {
  const api = await upstreamFor(args);
  const user = api.token ? await secondary(getUser(api), GUEST) : GUEST;
  if (user.id <= 0) throw loginRedirect(args.request);
  return { api, user };
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
