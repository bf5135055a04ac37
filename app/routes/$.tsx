import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { canonicalRedirect } from "~/domain/url";
import { notFoundPage } from "~/catalog/not-found-page.server";

/**
 * Every path no route claims. Client-side navigations reach here without the root loader re-running,
 * so the URL rules are applied again before answering 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const target = canonicalRedirect(url);
  if (target) throw redirect(target, 301);
  throw await notFoundPage(args);
}

export default function NotFoundRoute() {
  return null;
}
