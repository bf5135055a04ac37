import { useEffect, useRef, useSyncExternalStore } from "react";
import { DEFAULT_CITY } from "~/domain/location";
import { STARTUP_REFRESH_DELAY_MS } from "~/domain/timing";
import type { Notice } from "~/contract/user";
import { useRootData } from "./use-root-data";

/** What `GET /shopper/` answers: the shopper's basket sizes and count, wishlist and notices. */
export type ShopperState = { basketOffers: number[]; basketCount?: number; wishlist: number[]; notices: Notice[] };

type RootData = ReturnType<typeof useRootData>;

/**
 * The startup refresh's answer and the root data it is newer than. Kept outside the router on purpose: a fetcher's
 * load changes the router's state twice (loading, then done), and every component that reads loader data or a
 * fetcher renders again each time — the whole section page twice, 3 s after load, a phone's longest tasks after
 * hydration (docs/performance.md). Here only the components that show the shopper render, and only when the answer
 * differs from what the page already shows.
 */
let fresh: { state: ShopperState; over: RootData } | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const freshNow = () => fresh;
const noneOnTheServer = () => undefined;

/** A resource route (app/routes/shopper.tsx): its loader's JSON as is, private. */
const SHOPPER_URL = "/shopper/";

/** Spec §4: basket, wishlist and notices load again 3 s after startup (the page itself came with them). Silent. */
export function useStartupRefresh() {
  const root = useRootData();
  // The root data the page shows, noted once committed (a render React discards must not count).
  const latestRoot = useRef(root);
  useEffect(() => {
    latestRoot.current = root;
  }, [root]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const asked = latestRoot.current;
      void loadShopper(controller.signal).then((state) => {
        // A revalidation of the root since (after any action) is at least as new as this answer.
        if (!state || latestRoot.current !== asked || !changesWhatIsShown(state, asked)) return;
        fresh = { state, over: asked };
        for (const listener of listeners) listener();
      });
    }, STARTUP_REFRESH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
}

async function loadShopper(signal: AbortSignal): Promise<ShopperState | undefined> {
  try {
    const response = await fetch(SHOPPER_URL, { signal, headers: { Accept: "application/json" } });
    if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) return undefined;
    const body: unknown = await response.json();
    return isShopperState(body) ? body : undefined;
  } catch {
    // Offline, aborted, or an answer that is not JSON: the page keeps what it came with.
    return undefined;
  }
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => typeof id === "number");

/** The answer's shape, checked before the page shows it (the browser bundle of the catalogue carries no zod). */
function isShopperState(value: unknown): value is ShopperState {
  if (typeof value !== "object" || value === null) return false;
  const { basketOffers, basketCount, wishlist, notices } = value as Record<string, unknown>;
  return (
    isIdList(basketOffers) &&
    isIdList(wishlist) &&
    Array.isArray(notices) &&
    (basketCount === undefined || typeof basketCount === "number")
  );
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

function changesWhatIsShown(state: ShopperState, root: RootData): boolean {
  if (!root) return true;
  return (
    state.notices.length > 0 ||
    !sameIds(state.basketOffers, root.basketOffers) ||
    !sameIds(state.wishlist, root.wishlist) ||
    (state.basketCount ?? 0) !== root.counters.basket
  );
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
 * The shopper's basket sizes, wishlist, counters and notices: the root loader's, or the startup refresh's while the
 * root data it was newer than is still the page's (Remix revalidates the root after every action).
 */
export function useShopper() {
  const root = useRootData();
  const refreshed = useSyncExternalStore(subscribe, freshNow, noneOnTheServer);
  const newer = refreshed && refreshed.over === root ? refreshed.state : undefined;
  const wishlist = newer?.wishlist ?? root?.wishlist ?? NONE;
  return {
    basketOffers: setOf(newer?.basketOffers ?? root?.basketOffers ?? NONE),
    wishlist: setOf(wishlist),
    counters: {
      basket: newer?.basketCount ?? root?.counters.basket ?? 0,
      wishlist: newer ? wishlist.length : (root?.counters.wishlist ?? 0),
    },
    notices: newer?.notices,
    city: root?.city.code ?? DEFAULT_CITY.code,
  };
}
