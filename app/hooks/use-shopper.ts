import { DEFAULT_CITY } from "~/domain/location";
import { useRootData } from "./use-root-data";

/** The shopper's basket sizes and wishlist, as the root loader last saw them. */
export function useShopper() {
  const root = useRootData();
  return {
    basketOffers: new Set(root?.basketOffers ?? []),
    wishlist: new Set(root?.wishlist ?? []),
    formNonce: root?.formNonce ?? "",
    city: root?.city.code ?? DEFAULT_CITY.code,
  };
}
