import { describe, expect, it } from "vitest";
import { expectCleanShutdownUnderLoad } from "./support/shutdown-under-load";

describe("SIGTERM under load with WEB_CONCURRENCY=2", () => {
  it(
    "drains both workers: every accepted request answered, then the primary exits 0",
    { timeout: 180_000 },
    async () => {
      const lines = await expectCleanShutdownUnderLoad({ WEB_CONCURRENCY: "2" });
      // The storefront's lines (the embedded upstream's request lines, from the primary, carry no `aborted`).
      const ofStore = lines.filter((l) => l.msg !== "request" || typeof l.aborted === "boolean");
      const workers = (name: string) => new Set(ofStore.filter((l) => l.msg === name).map((l) => l.worker));
      // Both workers served the load, and each drained and stopped on its own before the primary did.
      expect(workers("request").size).toBe(2);
      expect(workers("stopped")).toEqual(new Set([...workers("request"), undefined]));
    },
  );
});
