import type { Logger } from "../logger";

/**
 * Runs `batch` now and every `intervalMs`; while a run says more is due (`batch` returns true), the next runs right
 * after other work (setImmediate) instead of waiting for the interval. A failure is logged as `failure` and waits for
 * the next interval. Its timers keep no process alive; the returned function stops it.
 */
export function startBatchedSweep(intervalMs: number, batch: () => boolean, log: Logger, failure: string): () => void {
  let stopped = false;
  let next: NodeJS.Immediate | undefined;
  const sweep = () => {
    next = undefined;
    if (stopped) return;
    try {
      if (batch()) next = setImmediate(sweep).unref();
    } catch (error) {
      log({ level: "error", msg: failure, error: String(error) });
    }
  };
  const timer = setInterval(sweep, intervalMs).unref();
  next = setImmediate(sweep).unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    if (next) clearImmediate(next);
  };
}
