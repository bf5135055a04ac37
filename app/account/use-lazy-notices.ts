import { useEffect, useState } from "react";
import type { Notice } from "~/contract/user";
import { useShopper } from "~/hooks/use-shopper";

/** A resource route (app/routes/shopper.notices.tsx): the shopper's notices as JSON, private. */
const NOTICES_URL = "/shopper/notices/";

/**
 * The shopper's notices, loaded lazily by the browser (spec §7: `GET /api/user/notice` is silent, lazy and client
 * only): none until they come — and none without JavaScript. The startup refresh's (spec §4) are shown when newer.
 */
export function useLazyNotices(): Notice[] {
  const refreshed = useShopper().notices;
  const [loaded, setLoaded] = useState<Notice[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void loadNotices(controller.signal).then((notices) => {
      if (notices) setLoaded(notices);
    });
    return () => controller.abort();
  }, []);
  return refreshed ?? loaded ?? [];
}

async function loadNotices(signal: AbortSignal): Promise<Notice[] | undefined> {
  try {
    const response = await fetch(NOTICES_URL, { signal, headers: { Accept: "application/json" } });
    if (!response.ok || !response.headers.get("Content-Type")?.includes("application/json")) return undefined;
    const body: unknown = await response.json();
    return isNoticeList(body) ? body.notices : undefined;
  } catch {
    // Offline, aborted, or an answer that is not JSON: no notices (secondary data, silent).
    return undefined;
  }
}

/** The answer's shape, checked before the page shows it (the browser bundle carries no zod). */
function isNoticeList(value: unknown): value is { notices: Notice[] } {
  if (typeof value !== "object" || value === null || !("notices" in value) || !Array.isArray(value.notices))
    return false;
  return value.notices.every(
    (notice: unknown) =>
      typeof notice === "object" &&
      notice !== null &&
      "id" in notice &&
      typeof notice.id === "number" &&
      "title" in notice &&
      typeof notice.title === "string",
  );
}
