import { register } from "prom-client";
import { afterAll, describe, expect, it } from "vitest";
import { appObserver } from "../../../server/metrics/app-observer";
import { createInstruments } from "../../../server/metrics/instruments";

const instruments = createInstruments();
const observer = appObserver(instruments);
afterAll(() => register.clear());

const value = async (name: string, labels: Record<string, string> = {}) =>
  (await register.getSingleMetric(name)?.get())?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  )?.value;

describe("the storefront's instruments", () => {
  it("start the counters of known labels at zero", async () => {
    expect(await value("storefront_upstream_errors_total", { reason: "timeout" })).toBe(0);
    expect(await value("storefront_http_requests_shed_total", { reason: "overload" })).toBe(0);
    expect(await value("storefront_http_responses_total", { status_class: "5xx" })).toBe(0);
    expect(await value("storefront_http_requests_in_flight")).toBe(0);
    expect(await value("storefront_build_info")).toBe(1);
  });

  it("count failed upstream calls by reason, not a 404 or a shopper gone", async () => {
    for (const outcome of ["timeout", "http_4xx", "aborted", "ok"] as const)
      observer.upstreamCall({ method: "GET", endpoint: "/api/init", outcome, seconds: 0.1 });
    expect(await value("storefront_upstream_errors_total", { reason: "timeout" })).toBe(1);
    expect(await value("storefront_upstream_requests_total")).toBe(4);
    const errors = (await register.getSingleMetric("storefront_upstream_errors_total")!.get()).values;
    expect(errors.map((v) => v.labels.reason).sort()).toEqual(["http_5xx", "invalid", "network", "timeout"]);
  });

  it("follow the Redis connection, absent until it is reported", async () => {
    expect(register.getSingleMetric("storefront_redis_connected")).toBeUndefined();
    observer.redisConnection(false);
    expect(await value("storefront_redis_connected")).toBe(0);
    observer.redisConnection(true);
    expect(await value("storefront_redis_connected")).toBe(1);
  });
});
