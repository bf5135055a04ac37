import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { canonicalRedirect } from "~/domain/url";
import { notFound } from "~/http/not-found.server";

/**
 * Every path no route claims. Client-side navigations reach here without the root loader re-running,
 * so the URL rules are applied again before answering 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = canonicalRedirect(url);
  if (target) throw redirect(target, 301);
  throw notFound(url.pathname);
}

export default function NotFoundRoute() {
  return null;
}
