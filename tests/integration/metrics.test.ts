import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../bench/catalogue";
import { logged, scrape, total, type Sample } from "./support/metrics";
import { freePort, SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The built server with METRICS_PORT: Prometheus metrics on their own port (127.0.0.1 only), never on the shop's;
 * requests labelled by Remix route id, upstream calls by endpoint template and outcome, reference-cache lookups,
 * prom-client's default metrics.
 */
let store: RunningStorefront;
let metricsPort: number;
let samples: Sample[];

/** A product id the catalogue does not have: the upstream answers 404. */
const MISSING_PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/99999999/";

const page = (path: string) => fetch(`${store.url}${path}`, { headers: { "user-agent": SHOPPER_UA } });

beforeAll(async () => {
  metricsPort = await freePort();
  store = await startStorefront({ METRICS_PORT: String(metricsPort), UPSTREAM_TIMEOUT_MS: "30000" });
  await logged(store.logs, "metrics listening", 1);
  const catalogue = await readCatalogue(store.upstreamUrl, 1);
  const missing = ["/no-such-page/", MISSING_PRODUCT];
  for (const path of ["/", "/", catalogue.sections[0]!, catalogue.products[0]!.link, ...missing]) {
    const response = await page(path);
    await response.text();
    expect(response.status, path).toBe(missing.includes(path) ? 404 : 200);
  }
  samples = await scrape(`http://127.0.0.1:${metricsPort}`);
}, 120_000);
afterAll(() => store?.stop());

describe("metrics", () => {
  it("times requests by Remix route id, method and status class, never by raw path", () => {
    const requests = (route: string, status_class: string) =>
      total(samples, "http_request_duration_seconds_count", { route, method: "GET", status_class });
    expect(requests("routes/_index", "2xx")).toBe(2);
    expect(requests("routes/catalog.$", "2xx")).toBe(2);
    expect(requests("not_found", "4xx")).toBe(1);
    expect(requests("routes/catalog.$", "4xx")).toBe(1);
    expect(requests("healthz", "2xx") + requests("readyz", "2xx")).toBeGreaterThan(0);
    const routes = new Set(samples.filter((s) => s.name.startsWith("http_request")).map((s) => s.labels.route));
    expect([...routes].filter((route) => route?.startsWith("/"))).toEqual([]);
  });

  it("times upstream calls by endpoint template and outcome", () => {
    const calls = samples.filter((s) => s.name === "upstream_request_duration_seconds_count");
    expect(total(calls, "upstream_request_duration_seconds_count", { endpoint: "/api/init", outcome: "ok" })).toBe(1);
    expect(
      total(calls, "upstream_request_duration_seconds_count", { endpoint: "/v1/catalog/products/{id}", outcome: "ok" }),
    ).toBe(1);
    expect(
      total(calls, "upstream_request_duration_seconds_count", {
        endpoint: "/v1/catalog/products/{id}",
        outcome: "http_4xx",
      }),
    ).toBe(1);
    // Templates only: no id of a product, a section or a code in any label.
    expect(calls.filter((s) => s.labels.endpoint === "other" || /\/\d+(\/|$)/.test(s.labels.endpoint ?? ""))).toEqual(
      [],
    );
  });

  it("counts reference-cache misses and hits by kind", () => {
    expect(total(samples, "reference_cache_lookups_total", { kind: "menu", result: "miss" })).toBe(1);
    expect(total(samples, "reference_cache_lookups_total", { kind: "menu", result: "hit" })).toBeGreaterThan(0);
  });

  it("includes prom-client's default metrics: event-loop delay, memory, garbage collection", () => {
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ])
      expect(names).toContain(name);
    expect([...names].some((name) => name.startsWith("nodejs_gc_duration_seconds"))).toBe(true);
  });

  it("answers the same reading as JSON at /status: the upstream, Redis, requests in flight, the build", async () => {
    const status = await fetch(`http://127.0.0.1:${metricsPort}/status`);
    expect(status.headers.get("content-type")).toBe("application/json");
    expect(await status.json()).toMatchObject({
      upstream: "up",
      redis: "not configured",
      inFlight: 0,
      build: { version: expect.any(String), commit: expect.any(String) },
    });
  });

  it("is not served on the shop's port: /metrics there is the store's 404", async () => {
    const response = await page("/metrics");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_request_duration_seconds");
  });

  it("listens on 127.0.0.1 only", async () => {
    const line = store.logs.find((l) => l.msg === "metrics listening");
    expect(line).toMatchObject({ address: "127.0.0.1", port: metricsPort });
    // The machine's own non-loopback addresses, if it has any, reach nothing on the metrics port.
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4" && !a.internal)
      .map((a) => a!.address);
    for (const address of outside) await expect(reachable(address, metricsPort)).resolves.toBe(false);
  });
});

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
