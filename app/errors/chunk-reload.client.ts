import { recordChunkReload, shouldReloadAfterChunkError } from "~/domain/chunk-reload";

const STORAGE_KEY = "chunk-reloads";
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/** After a deploy, old chunks disappear: reload to pick up the new build, at most once per 10 s per path. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkError(error)) return false;
  let record: Record<string, number> = {};
  try {
    record = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    record = {};
  }
  const path = window.location.pathname;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(path, now, record)) return false;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recordChunkReload(path, now, record)));
  window.location.reload();
  return true;
}

export function installChunkErrorReload() {
  window.addEventListener("error", (event) => reloadForChunkError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reloadForChunkError(event.reason));
}
