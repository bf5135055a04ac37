import { useActionData, useFetchers, useMatches } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TOAST_DELAY_MS, TOAST_TTL_MS } from "~/domain/timing";
import { toastsOf, type Toast } from "~/toasts/toast";

/**
 * Toasts come in loader, action and fetcher data. The server renders them (seen with JavaScript off);
 * with JavaScript each new one appears 300 ms after its request and is removed after 3000 ms (spec §4).
 * A toast with a `target` belongs to one form (which shows it next to its field) and is left out here.
 */
export function Toasts() {
  const matches = useMatches();
  const actionData = useActionData();
  const fetchers = useFetchers();
  const incoming = [
    ...matches.flatMap((m) => toastsOf(m.data)),
    ...toastsOf(actionData),
    ...fetchers.flatMap((f) => toastsOf(f.data)),
  ].filter((toast) => !toast.target);
  const key = incoming.map((t) => t.id).join(",");

  // Server-rendered toasts are already on screen at hydration; only their removal is scheduled.
  const [visible, setVisible] = useState<Toast[]>(() => incoming.reduce(shownOnce, []));
  const seen = useRef<Set<string> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  useEffect(() => {
    const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
    const remove = (id: string) => setVisible((list) => list.filter((t) => t.id !== id));
    const firstRun = seen.current === null;
    const known = (seen.current ??= new Set());
    for (const toast of incoming) {
      if (known.has(toast.id)) continue;
      known.add(toast.id);
      if (firstRun) {
        later(TOAST_TTL_MS, () => remove(toast.id));
      } else {
        // Its time on screen starts when it is shown: on a busy phone both timers could otherwise fire together.
        later(TOAST_DELAY_MS, () => {
          setVisible((list) => shownOnce(list, toast));
          later(TOAST_TTL_MS, () => remove(toast.id));
        });
      }
    }
    // `key` stands for the incoming list: the effect runs again only when new toasts arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {visible.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.type}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}

/** A toast saying what one still on screen says replaces it: the same save twice shows one «Адрес сохранён». */
function shownOnce(list: Toast[], toast: Toast): Toast[] {
  return [...list.filter((shown) => shown.type !== toast.type || shown.message !== toast.message), toast];
}
