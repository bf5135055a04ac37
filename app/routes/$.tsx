import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { canonicalRedirect } from "~/domain/url";
import { loadViewed, readViewed } from "~/catalog/recently-viewed.server";
import { notFound } from "~/http/not-found.server";
import { upstreamFor } from "~/upstream/request-client.server";
import { timeBoxed } from "~/upstream/time-box.server";
import { TIME_BOX_MS } from "~/domain/timing";

/**
 * Every path no route claims. Client-side navigations reach here without the root loader re-running,
 * so the URL rules are applied again before answering 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const target = canonicalRedirect(url);
  if (target) throw redirect(target, 301);
  const api = await upstreamFor(args);
  throw notFound(url.pathname, await timeBoxed(loadViewed(api, readViewed(args.request).ids), TIME_BOX_MS, []));
}

export default function NotFoundRoute() {
  return null;
}
