import { json } from "@remix-run/node";
import type { ProductSummary } from "~/catalog/product-summary";

/** The 404 of spec §8, thrown from loaders; the error page renders it with the recently viewed strip. */
export function notFound(pathname: string, viewed: ProductSummary[] = []) {
  return json({ message: `Page not found: ${pathname}`, viewed }, { status: 404 });
}
