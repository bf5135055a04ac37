import { json } from "@remix-run/node";
import type { ProductSummary } from "~/contract/product-summary";

/** The 404 of spec §8, thrown from loaders; the error page renders it with the recently viewed strip. */
export function notFound(pathname: string, viewed: ProductSummary[] = []) {
  // With a recently viewed strip the page is the shopper's own and must not be shared by a CDN.
  const headers = viewed.length > 0 ? { "Cache-Control": "private, no-store" } : undefined;
  return json({ message: `Page not found: ${pathname}`, viewed }, { status: 404, headers });
}
