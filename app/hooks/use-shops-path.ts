import { shopperShopsPath, shopsPath, SHOPS_FALLBACK_CITY } from "~/domain/shops";
import { useRootData } from "./use-root-data";

/**
 * The shops page of the shopper's city (`~/domain/shops`), from the root loader's city. Rendered on the server like
 * the header's «Город: …», so it follows the same CDN contract: a page is public only when asked without cookies,
 * and then its city is the default one for every guest it is served to; a city cookie makes the page private.
 */
export function useShopsPath(): string {
  const root = useRootData();
  return root ? shopperShopsPath(root.city, root.cityShops) : shopsPath(SHOPS_FALLBACK_CITY.code);
}
