/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then each request this process serves is a
 * server span, each call it makes (fetch to the upstream) a client span whose `traceparent` the upstream continues,
 * exported over OTLP/HTTP (server/tracing-sdk.ts). Off, not one OpenTelemetry module is loaded.
 */
type Tracing = { shutdown(): Promise<void> };

let running: Tracing | undefined;

/**
 * Starts tracing in this process (or thread) when OTEL_EXPORTER_OTLP_ENDPOINT is set, before its servers listen.
 * `role`: the storefront's spans are OTEL_SERVICE_NAME's (default `storefront`), the upstream's that name with
 * `-upstream` (`storefront-upstream`), embedded or run on its own.
 */
export async function startTracing(
  role: "storefront" | "upstream",
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  if (running || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const base = process.env.OTEL_SERVICE_NAME || "storefront";
  const serviceName = role === "upstream" ? `${base}-upstream` : base;
  const { startTracingSdk } = await import("./tracing-sdk");
  running = startTracingSdk(serviceName);
  log({ level: "info", msg: "tracing on", serviceName, endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT });
}

/** Sends the spans not yet exported and stops tracing (at shutdown); nothing to do when it is off. */
export async function stopTracing(): Promise<void> {
  const tracing = running;
  running = undefined;
  await tracing?.shutdown().catch(() => {});
}
