import { useFetchers, useNavigation } from "@remix-run/react";

/** Fetchers whose key starts with this are silent (spec §4): they never show the global loader. */
export const SILENT_FETCHER = "silent:";

export function GlobalLoader() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting" && !f.key.startsWith(SILENT_FETCHER));
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
