import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { Notice } from "~/contract/user";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamFor } from "~/upstream-client/request-client.server";
import { getNotices } from "~/upstream-client/user.server";

/** What `GET /shopper/notices/` answers. */
export type NoticesState = { notices: Notice[] };

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * `GET /shopper/notices/`: the shopper's notices (spec §7: `GET /api/user/notice` is silent, lazy and client only),
 * which the personal account asks for from the browser once it is on screen (`useLazyNotices`); no page reads them, so
 * without JavaScript the account shows none. A guest without a token has none: nothing is asked upstream.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = await upstreamFor(args);
  // A background read: a refused token here may be one a login has just replaced (see routes/shopper.tsx).
  api.keepTokenCookie();
  const notices = await secondary(getNotices(api), []);
  return json<NoticesState>({ notices }, { headers: PRIVATE });
}
