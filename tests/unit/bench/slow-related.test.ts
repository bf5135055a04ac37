import { describe, expect, it } from "vitest";
import { countPlayedFaults, RELATED_PATH } from "../../../bench/slow-related";

describe("countPlayedFaults", () => {
  it("counts the log's played faults of that path only", () => {
    const log = [
      JSON.stringify({
        level: "warn",
        msg: "fault played",
        method: "GET",
        path: RELATED_PATH,
        fault: "latency",
        latencyMs: 1000,
      }),
      JSON.stringify({ level: "info", msg: "request", path: RELATED_PATH }),
      JSON.stringify({
        level: "warn",
        msg: "fault played",
        method: "GET",
        path: "/api/catalog/products",
        fault: "latency",
      }),
      'not json, mentioning "fault played"',
      JSON.stringify({
        level: "warn",
        msg: "fault played",
        method: "GET",
        path: RELATED_PATH,
        fault: "latency",
        latencyMs: 1000,
      }),
    ].join("\n");
    expect(countPlayedFaults(log, RELATED_PATH)).toBe(2);
  });
});
