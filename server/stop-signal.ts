import { log } from "./log";
import { stopTracing } from "./tracing";

/**
 * On the first SIGTERM or SIGINT: `stop`, then the spans not yet exported are sent (server/tracing.ts), then exit 0 (1 if
 * stopping failed). Later signals are ignored.
 */
export function onStopSignal(stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ level: "info", msg: "shutting down", signal });
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
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
