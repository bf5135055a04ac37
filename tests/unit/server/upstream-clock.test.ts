import { describe, expect, it } from "vitest";
import type { ServerEnv } from "../../../server/env";
import { embeddedUpstreamOptions } from "../../../server/demo-upstream-options";

const env = (patch: Partial<ServerEnv>) =>
  ({ DATA_DIR: "./data", UPSTREAM_FAULTS: "0", DEMO_CODES: "1", UPSTREAM_SPEC_MINIMAL: "0", ...patch }) as ServerEnv;

describe("the embedded upstream's clock", () => {
  it("starts at UPSTREAM_CLOCK_START in test mode and runs on at the real pace", async () => {
    const { clock } = embeddedUpstreamOptions(
      env({ UPSTREAM_FAULTS: "1", UPSTREAM_CLOCK_START: "2025-09-13T03:35:00+03:00" }),
    );
    const first = clock!();
    expect(first - Date.UTC(2025, 8, 13, 0, 35)).toBeGreaterThanOrEqual(0);
    expect(first - Date.UTC(2025, 8, 13, 0, 35)).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock!() - first).toBeGreaterThanOrEqual(25);
  });

  it("is the real time outside test mode, or without a start", () => {
    expect(embeddedUpstreamOptions(env({ UPSTREAM_CLOCK_START: "2025-09-13T03:35:00+03:00" })).clock).toBeUndefined();
    expect(embeddedUpstreamOptions(env({ UPSTREAM_FAULTS: "1" })).clock).toBeUndefined();
  });
});
