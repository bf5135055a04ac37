import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { OTLPTraceExporter as OTLPJsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as OTLPProtoExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

/** Probes and scrapes: a span for each would drown the requests (and the upstream's own health probe). */
const UNTRACED_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/api/health"]);

const untraced = (url: string | undefined) => UNTRACED_PATHS.has((url ?? "").split("?", 1)[0] ?? "");

/**
 * The OpenTelemetry SDK, loaded only when tracing is on (server/tracing.ts): a tracer provider with the standard
 * OTEL_* settings (OTEL_EXPORTER_OTLP_*, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_BSP_*), batching its spans
 * to an OTLP/HTTP exporter (protobuf, or JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json), W3C trace context
 * propagation, and the instrumentation of node:http (incoming requests) and of fetch (undici: the upstream calls).
 */
export function startTracingSdk(serviceName: string) {
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL;
  const exporter = protocol === "http/json" ? new OTLPJsonExporter() : new OTLPProtoExporter();
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ "service.name": serviceName })),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  // The request id (server/request-id.ts) on the spans: the storefront's on its answer, the upstream's on its request.
  const requestId = ["x-request-id"];
  // Each enables itself, with the provider just registered (the global one).
  new HttpInstrumentation({
    ignoreIncomingRequestHook: (request: IncomingMessage) => untraced(request.url),
    headersToSpanAttributes: {
      server: { requestHeaders: requestId, responseHeaders: requestId },
      client: { requestHeaders: requestId },
    },
  });
  new UndiciInstrumentation({
    ignoreRequestHook: (request) => untraced(request.path),
    headersToSpanAttributes: { requestHeaders: requestId },
  });
  // The bundle (cjs) required node:http before this ran; a require now has the instrumentation patch the module (its
  // Server.prototype.emit: every server, made before or after).
  const load = createRequire(__filename);
  load("http");
  load("https");
  return provider;
}
