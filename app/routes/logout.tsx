import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { tokenCookie } from "~/cookies.server";
import { logout } from "~/upstream-client/auth.server";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";

export const loader = () => redirect("/", 302);

/** Ends the session upstream and drops the token cookie. */
export async function action(args: ActionFunctionArgs) {
  const api = await upstreamFor(args);
  if (api.token) await secondary(logout(api), null);
  return redirect("/", { status: 303, headers: { "Set-Cookie": await tokenCookie.serialize("", { maxAge: 0 }) } });
}
