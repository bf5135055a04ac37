import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { logged, scrape, total, type Sample } from "./support/metrics";
import { freePort, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The shipped alert rules (docs/deploy/prometheus/alerts.yml) pass Debian's `promtool check rules`, and every metric
 * they and the Grafana dashboard (docs/deploy/grafana/storefront.json) name is served by a started storefront — with
 * REDIS_URL set (to a port nobody listens on), as the Redis gauge is absent without it.
 */
const RULES = "docs/deploy/prometheus/alerts.yml";
const DASHBOARD = "docs/deploy/grafana/storefront.json";
const PROMTOOL = process.env.PROMTOOL_PATH ?? "/usr/bin/promtool";

const DashboardSchema = z.object({
  panels: z.array(z.object({ targets: z.array(z.object({ expr: z.string() })) })),
});

/** The metric names a PromQL text mentions: the storefront's own, prom-client's defaults, the request histograms. */
const metricNames = (promql: string) =>
  new Set(promql.match(/\b(?:storefront|process|nodejs|http|upstream)_\w+/g) ?? []);

let store: RunningStorefront;
let metricsUrl: string;
let samples: Sample[];

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  store = await startStorefront({ METRICS_PORT: String(metricsPort), REDIS_URL: "redis://127.0.0.1:1" });
  await logged(store.logs, "metrics listening", 1);
  for (const path of ["/healthz", "/readyz"]) expect((await fetch(`${store.url}${path}`)).status).toBe(200);
  // The upstream probe's first answer (it asks at start, then every 5 s).
  for (let i = 0; i < 50; i++) {
    samples = await scrape(metricsUrl);
    if (total(samples, "storefront_upstream_up") === 1) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);
afterAll(() => store?.stop());

describe("alert rules and dashboard", () => {
  it("pass promtool check rules", async () => {
    const { stdout } = await promisify(execFile)(PROMTOOL, ["check", "rules", RULES]);
    expect(stdout).toContain("SUCCESS");
  });

  it("name only metrics the storefront serves", () => {
    const rules = readFileSync(RULES, "utf8")
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("#"))
      .join("\n");
    const dashboard = DashboardSchema.parse(JSON.parse(readFileSync(DASHBOARD, "utf8")));
    const named = new Set([
      ...metricNames(rules),
      ...dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => [...metricNames(target.expr)])),
    ]);
    expect(named.size).toBeGreaterThan(10);
    const served = new Set(samples.map((s) => s.name));
    expect([...named].filter((name) => !served.has(name))).toEqual([]);
  });
});

describe("the metrics alerted on", () => {
  it("say the upstream is up and Redis is not connected", () => {
    expect(total(samples, "storefront_upstream_up")).toBe(1);
    expect(total(samples, "storefront_redis_connected")).toBe(0);
  });

  it("start their known counters at zero", () => {
    for (const reason of ["http_5xx", "timeout", "network", "invalid"])
      expect(samples).toContainEqual({ name: "storefront_upstream_errors_total", labels: { reason }, value: 0 });
    expect(samples).toContainEqual({
      name: "storefront_http_requests_shed_total",
      labels: { reason: "overload" },
      value: 0,
    });
    expect(samples).toContainEqual({
      name: "storefront_http_responses_total",
      labels: { status_class: "5xx" },
      value: 0,
    });
    expect(samples).toContainEqual({ name: "storefront_worker_restarts_total", labels: {}, value: 0 });
  });

  it("label /healthz and /readyz apart", () => {
    const answered = (route: string) =>
      total(samples, "http_request_duration_seconds_count", { route, status_class: "2xx" });
    // The test's start polls /healthz until it answers.
    expect(answered("healthz")).toBeGreaterThan(0);
    expect(answered("readyz")).toBe(1);
  });

  it("name the build's version", () => {
    const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync("package.json", "utf8")));
    const info = samples.find((s) => s.name === "storefront_build_info");
    expect(info).toMatchObject({ labels: { version }, value: 1 });
    expect(info?.labels.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });
});
