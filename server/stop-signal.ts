import { log } from "./log";
import { stopTracing } from "./tracing";

/**
 * The first call runs `stop`, then sends the spans not yet exported (server/tracing.ts), then exits 0 (1 if stopping
 * failed). Later calls are ignored.
 */
export function stopOnce(stop: () => Promise<void>): (reason: string) => void {
  let stopping = false;
  return (reason) => {
    if (stopping) return;
    stopping = true;
    log({ level: "info", msg: "shutting down", signal: reason });
    stop()
      .finally(stopTracing)
      .then(
        () => {
          log({ level: "info", msg: "stopped" });
          process.exit(0);
        },
        (error: unknown) => {
          log({ level: "fatal", msg: "shutdown failed", error: error instanceof Error ? error.stack : String(error) });
          process.exit(1);
        },
      );
  };
}

/** Stops on the first SIGTERM or SIGINT (see stopOnce). */
export function onStopSignal(stop: () => Promise<void>) {
  const shutdown = stopOnce(stop);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
