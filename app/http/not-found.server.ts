import { json } from "@remix-run/node";
import type { CatalogItem } from "~/upstream/schemas/catalog";

/** The 404 of spec §8, thrown from loaders; the error page renders it with the recently viewed strip. */
export function notFound(pathname: string, viewed: CatalogItem[] = []) {
  return json({ message: `Page not found: ${pathname}`, viewed }, { status: 404 });
}
