import { useFetchers, useNavigation } from "@remix-run/react";

/**
 * Spec §4: on during each request unless silent — a navigation or a form a fetcher is sending. A fetcher's load (a
 * count, a suggestion) is never shown, and the silent background requests (the startup refresh,
 * app/hooks/use-shopper.ts) are made outside the router altogether.
 */
export function GlobalLoader() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  return (
    <div
      className={busy ? "global-loader global-loader--on" : "global-loader"}
      role="progressbar"
      aria-label="Загрузка"
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
