/**
 * Spec §8: a failed chunk load reloads the page, at most once per 10 s per path. Pure: the
 * caller keeps the record (path → last reload time, ms) in sessionStorage.
 */
import { CHUNK_RELOAD_WINDOW_MS } from "./timing";

export type ReloadRecord = Record<string, number>;

function lastReload(path: string, lastReloads: ReloadRecord): number | undefined {
  const last = Object.prototype.hasOwnProperty.call(lastReloads, path) ? lastReloads[path] : undefined;
  return typeof last === "number" && Number.isFinite(last) ? last : undefined;
}

/**
 * True unless this path was reloaded less than 10 s ago. A recorded time in the future
 * (the clock went back) does not block: the next reload records a fresh time anyway.
 */
export function shouldReloadAfterChunkError(path: string, now: number, lastReloads: ReloadRecord): boolean {
  const last = lastReload(path, lastReloads);
  if (last === undefined || last > now) return true;
  return now - last >= CHUNK_RELOAD_WINDOW_MS;
}

/** The record after reloading `path` at `now`; entries outside the window are pruned. */
export function recordChunkReload(path: string, now: number, lastReloads: ReloadRecord): ReloadRecord {
  const kept = Object.entries(lastReloads).filter(
    ([key, time]) => key !== path && typeof time === "number" && time <= now && now - time < CHUNK_RELOAD_WINDOW_MS,
  );
  return Object.fromEntries([...kept, [path, now]]);
}
