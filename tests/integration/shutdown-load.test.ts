import { describe, it } from "vitest";
import { expectCleanShutdownUnderLoad } from "./support/shutdown-under-load";

describe("SIGTERM under load", () => {
  it(
    "answers every request it accepted, refuses new connections and exits 0 within the shutdown timeout",
    { timeout: 180_000 },
    async () => {
      await expectCleanShutdownUnderLoad();
    },
  );
});
