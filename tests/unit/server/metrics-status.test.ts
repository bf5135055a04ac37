import { describe, expect, it } from "vitest";
import { statusOf } from "../../../server/metrics/status";

const METRICS = `# HELP storefront_upstream_up 1 when the upstream answered
# TYPE storefront_upstream_up gauge
storefront_upstream_up 0
storefront_redis_connected 1
storefront_http_requests_in_flight 3
storefront_build_info{commit="26dc041",version="0.1.0"} 1
`;

describe("the status answer on the metrics port", () => {
  it("reads the upstream, Redis, requests in flight and the build off the metrics", () => {
    expect(statusOf(METRICS)).toEqual({
      upstream: "down",
      redis: "connected",
      inFlight: 3,
      build: { version: "0.1.0", commit: "26dc041" },
    });
  });

  it("says Redis is not configured when its gauge is absent, and the upstream up until a check fails", () => {
    expect(statusOf("storefront_upstream_up 1\nstorefront_redis_connected 0\n")).toMatchObject({
      upstream: "up",
      redis: "unavailable",
    });
    expect(statusOf("")).toEqual({ upstream: "up", redis: "not configured", inFlight: null, build: null });
  });
});
