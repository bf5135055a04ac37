import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { tokenCookie } from "~/cookies.server";
import { logout } from "~/upstream/auth.server";
import { secondary } from "~/upstream/failure-modes.server";
import { upstreamFor } from "~/upstream/request-client.server";

export const loader = () => redirect("/", 302);

/** Ends the session upstream and drops the token cookie. */
export async function action(args: ActionFunctionArgs) {
  const api = await upstreamFor(args);
  if (api.token) await secondary(logout(api), null);
  return redirect("/", { status: 303, headers: { "Set-Cookie": await tokenCookie.serialize("", { maxAge: 0 }) } });
}
