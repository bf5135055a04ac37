import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { DEFAULT_CITY } from "~/domain/location";
import { STARTUP_REFRESH_DELAY_MS } from "~/domain/timing";
import type { Notice } from "~/contract/user";
import { useRootData } from "./use-root-data";

/** What `GET /shopper/` answers: the shopper's basket sizes and count, wishlist and notices. */
export type ShopperState = { basketOffers: number[]; basketCount?: number; wishlist: number[]; notices: Notice[] };

/** One fetcher for the whole page, silent (no global loader). */
const SHOPPER_FETCHER = "silent:shopper";

/** Spec §4: basket, wishlist and notices load again 3 s after startup (the page itself came with them). */
export function useStartupRefresh() {
  const fetcher = useFetcher<ShopperState>({ key: SHOPPER_FETCHER });
  const load = fetcher.load;
  useEffect(() => {
    const timer = setTimeout(() => load("/shopper/"), STARTUP_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load]);
}

const NONE: number[] = [];
const sets = new WeakMap<number[], Set<number>>();

/** One Set per list: every card of a page asks for the same lists. */
function setOf(ids: number[]): Set<number> {
  let set = sets.get(ids);
  if (!set) sets.set(ids, (set = new Set(ids)));
  return set;
}

/**
 * The shopper's basket sizes, wishlist, counters and notices: the root loader's, or the startup refresh's once it
 * has answered (Remix revalidates both after every action, so neither falls behind the other).
 */
export function useShopper() {
  const root = useRootData();
  const fresh = useFetcher<ShopperState>({ key: SHOPPER_FETCHER }).data;
  const wishlist = fresh?.wishlist ?? root?.wishlist ?? NONE;
  return {
    basketOffers: setOf(fresh?.basketOffers ?? root?.basketOffers ?? NONE),
    wishlist: setOf(wishlist),
    counters: {
      basket: fresh?.basketCount ?? root?.counters.basket ?? 0,
      wishlist: fresh ? wishlist.length : (root?.counters.wishlist ?? 0),
    },
    notices: fresh?.notices,
    city: root?.city.code ?? DEFAULT_CITY.code,
  };
}
