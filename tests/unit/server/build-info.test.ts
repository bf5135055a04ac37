import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildInfo } from "../../../server/metrics/build-info";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

describe("buildInfo", () => {
  it("takes the version from package.json and GIT_COMMIT before the build's file", () => {
    expect(buildInfo({ GIT_COMMIT: " abc123\n" })).toEqual({ version, commit: "abc123" });
  });

  it("falls back to the commit file the build wrote, or unknown", () => {
    expect(buildInfo({}).commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });
});
