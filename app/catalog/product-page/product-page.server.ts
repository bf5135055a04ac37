import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "~/http/not-found.server";
import { publicOrigin } from "~/http/origin.server";
import { asPageError, secondary, upstreamFor, UpstreamError } from "~/upstream/client.server";
import { getProduct, getRelated } from "~/upstream/product.server";
import { toCardItem } from "../card-item";
import { loadViewed, readViewed, withViewed, writeViewed } from "../recently-viewed.server";

/** The product page's data: the product, related items and the recently viewed strip, fetched in parallel. */
export async function productLoader(args: LoaderFunctionArgs, productId: number) {
  const url = new URL(args.request.url);
  const api = await upstreamFor(args);
  const viewedIds = await readViewed(args.request);
  const [detail, related, viewed] = await Promise.all([
    getProduct(api, productId).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw asPageError(error);
    }),
    secondary(getRelated(api, productId), []),
    loadViewed(api, viewedIds, productId),
  ]);
  if (!detail) throw notFound(url.pathname, viewed);
  // One address per product: any other path to it (old section, other case) moves to its link.
  if (detail.item.link !== url.pathname) throw redirect(detail.item.link + url.search, 301);

  const headers = new Headers({ "Set-Cookie": await writeViewed(withViewed(viewedIds, productId)) });
  return api.json(
    { kind: "product" as const, detail: { ...detail, suiteItems: detail.suiteItems.map(toCardItem) }, related: related.map(toCardItem), viewed, origin: publicOrigin(args.request) },
    { headers },
  );
}
