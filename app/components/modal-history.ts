import { useEffect, useRef } from "react";

/**
 * A modal opened in place has a history entry of its own, so a phone's Back closes it instead of leaving the page:
 * the page's entry again (same URL, same router state) with the modal's name under this key. The router never learns
 * of it: steps between a page's entry and its modal's are taken here and kept from the router's popstate listener.
 */
const MODAL_ENTRY = "inPlaceModal";

type EntryState = { key?: unknown; [MODAL_ENTRY]?: unknown } | null;

const entryState = (state: unknown): EntryState => (state && typeof state === "object" ? (state as EntryState) : null);

/** The modal a history entry was made for, if any. */
const modalOf = (state: unknown): string | null => {
  const name = entryState(state)?.[MODAL_ENTRY];
  return typeof name === "string" ? name : null;
};

/** The router's key of an entry: its first entry has none in the state and is `default` (React Router's rule). */
const routerKeyOf = (state: unknown): string => {
  const key = entryState(state)?.key;
  return typeof key === "string" ? key : "default";
};

/** An entry for `name` on top of this page's (or, when another modal's entry is current, in its place). */
export function pushModalEntry(name: string) {
  const state = { ...entryState(window.history.state), [MODAL_ENTRY]: name };
  if (modalOf(window.history.state)) window.history.replaceState(state, "");
  else window.history.pushState(state, "");
}

/** Whether the current entry is one made for a modal of the page at `routerKey`: closing the modal steps back over it. */
export const onModalEntry = (routerKey: string) =>
  modalOf(window.history.state) !== null && routerKeyOf(window.history.state) === routerKey;

/**
 * Back and Forward between a page and its modal's entry open and close the modal (`show`); the router, whose location
 * does not change, does not see them. Back onto a modal entry of a page that was since left by a form (the location
 * choice, a search; a link takes the modal's entry instead, link.tsx) steps over it, to the page itself, so the modal
 * is not found open again.
 */
export function useModalHistory(routerKey: string, show: (name: string | null) => void) {
  const current = useRef({ routerKey, show });
  current.current = { routerKey, show };
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const samePage = routerKeyOf(event.state) === current.current.routerKey;
      if (samePage) {
        event.stopImmediatePropagation();
        current.current.show(modalOf(event.state));
      } else if (modalOf(event.state)) {
        event.stopImmediatePropagation();
        window.history.back();
      }
    };
    // Capturing, on the window itself: before the router's own listener there.
    window.addEventListener("popstate", onPop, { capture: true });
    return () => window.removeEventListener("popstate", onPop, { capture: true });
  }, []);
}
