import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type RunningStorefront } from "./support/storefront";
import { upstreamProcess, type UpstreamProcess } from "./support/upstream-process";

/**
 * Tracing (server/tracing.ts): with OTEL_EXPORTER_OTLP_ENDPOINT, a page's server span, its upstream calls' client spans
 * and the upstream's server spans (embedded, or run on its own) are one trace, exported over OTLP/HTTP (JSON here) to a
 * receiver in the test; without it, no OpenTelemetry module is loaded. Ports 4700–4719 are this file's.
 */
const PORTS = { receiver: 4701, on: 4702, onUpstream: 4703, off: 4704, offUpstream: 4705 };
const PORTS_APART = { receiver: 4711, store: 4712, unused: 4713, upstream: 4714 };
const PAGE = "/catalog/obuv/";
const SERVER = 2;
const CLIENT = 3;

type Span = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

type OtlpValue = { stringValue?: string; intValue?: string | number; arrayValue?: { values: OtlpValue[] } };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpTraces = {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: (Omit<Span, "service" | "attributes"> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
};

const valueOf = (value: OtlpValue): unknown =>
  value.arrayValue ? value.arrayValue.values.map(valueOf) : (value.stringValue ?? value.intValue);
const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** An OTLP/HTTP receiver (JSON encoding) that keeps every span posted to /v1/traces. */
async function startReceiver(port: number) {
  const spans: Span[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpTraces;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = String(attributesOf(resourceSpans.resource?.attributes)["service.name"]);
          for (const scope of resourceSpans.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return { spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits until `find` finds something among the spans received so far. */
async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what}`);
}

/** The page's server span, and an upstream call of its trace with the upstream's server span as the call's child. */
async function pageTrace(spans: Span[], upstreamService: string) {
  return waitFor(() => {
    const page = spans.find(
      (span) => span.service === "storefront" && span.kind === SERVER && span.attributes["url.path"] === PAGE,
    );
    if (!page) return undefined;
    const calls = spans.filter((span) => span.traceId === page.traceId && span.kind === CLIENT);
    for (const call of calls) {
      const served = spans.find(
        (span) => span.service === upstreamService && span.kind === SERVER && span.parentSpanId === call.spanId,
      );
      if (served) return { page, call, served };
    }
    return undefined;
  }, `trace of ${PAGE} with an upstream call`);
}

/** A preload that writes a line for each OpenTelemetry module the process loads (NODE_OPTIONS=--require). */
const hookDir = mkdtempSync(join(tmpdir(), "storefront-otel-hook-"));
const HOOK = join(hookDir, "otel-loads.cjs");
writeFileSync(
  HOOK,
  `const Module = require("node:module");
const load = Module._load;
Module._load = function (request, ...rest) {
  if (String(request).startsWith("@opentelemetry/")) process.stdout.write(JSON.stringify({ msg: "otel module loaded", request }) + "\\n");
  return load.call(this, request, ...rest);
};
`,
);
afterAll(() => rmSync(hookDir, { recursive: true, force: true }));
const withHook = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${HOOK}`.trim() };
const otelLoads = (store: RunningStorefront) => store.logs.filter((entry) => entry.msg === "otel module loaded");

describe("tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), embedded upstream", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let store: RunningStorefront;
  beforeAll(async () => {
    receiver = await startReceiver(PORTS.receiver);
    store = await startStorefront(
      {
        ...withHook,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${PORTS.receiver}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_BSP_SCHEDULE_DELAY: "100",
      },
      { port: PORTS.on, upstreamPort: PORTS.onUpstream },
    );
  });
  afterAll(async () => {
    await store?.stop();
    await receiver?.close();
  });

  it("exports the page's server span, its upstream calls and the upstream's server spans as one trace", async () => {
    const answer = await fetch(store.url + PAGE);
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get("x-request-id");
    const { page, call, served } = await pageTrace(receiver.spans, "storefront-upstream");
    expect(call.service).toBe("storefront");
    expect(call.traceId).toBe(page.traceId);
    expect(served.traceId).toBe(page.traceId);
    expect(served.parentSpanId).toBe(call.spanId);
    // The request id: on the page's span (its answer's header) and on the upstream's (the call's header).
    expect(page.attributes["http.response.header.x-request-id"]).toEqual([requestId]);
    expect(served.attributes["http.request.header.x-request-id"]).toEqual([requestId]);
    // The hook sees the SDK's modules when tracing is on (so that it would, were they loaded, when it is off).
    expect(otelLoads(store)).toContainEqual(expect.objectContaining({ request: "@opentelemetry/sdk-trace-node" }));
  });

  it("makes no span for health checks", async () => {
    for (const path of ["/healthz", "/readyz"]) expect((await fetch(store.url + path)).status).toBe(200);
    await fetch(store.url + PAGE);
    await pageTrace(receiver.spans, "storefront-upstream");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paths = receiver.spans.map((span) => span.attributes["url.path"]);
    expect(paths).not.toContain("/healthz");
    expect(paths).not.toContain("/readyz");
    expect(paths).not.toContain("/api/health");
  });
});

describe("tracing on, the upstream run on its own (npm run demo-upstream)", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let upstream: UpstreamProcess;
  let store: RunningStorefront;
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-it-"));
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${PORTS_APART.receiver}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_BSP_SCHEDULE_DELAY: "100",
  };
  beforeAll(async () => {
    receiver = await startReceiver(PORTS_APART.receiver);
    upstream = upstreamProcess(PORTS_APART.upstream, { ...otel, DATA_DIR: dataDir });
    await upstream.start();
    store = await startStorefront(
      { ...otel, API_URL: upstream.url },
      { port: PORTS_APART.store, upstreamPort: PORTS_APART.unused },
    );
  });
  afterAll(async () => {
    await store?.stop();
    await upstream?.stop();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("joins the upstream's server span, in its own process, to the page's trace", async () => {
    expect((await fetch(store.url + PAGE)).status).toBe(200);
    const { page, call, served } = await pageTrace(receiver.spans, "storefront-upstream");
    expect([served.traceId, served.parentSpanId]).toEqual([page.traceId, call.spanId]);
  });
});

describe("tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  let store: RunningStorefront;
  beforeAll(async () => {
    expect(process.env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    store = await startStorefront(withHook, { port: PORTS.off, upstreamPort: PORTS.offUpstream });
  });
  afterAll(() => store?.stop());

  it("loads no OpenTelemetry module, serving a page and its upstream calls", async () => {
    expect((await fetch(store.url + PAGE)).status).toBe(200);
    expect(store.logs.some((entry) => entry.msg === "request")).toBe(true);
    // Only the API, which prom-client loads for its metrics anyway (a no-op without the SDK): nothing of tracing's.
    expect(otelLoads(store).filter((entry) => entry.request !== "@opentelemetry/api")).toEqual([]);
    expect(store.logs.some((entry) => entry.msg === "tracing on")).toBe(false);
  });
});
