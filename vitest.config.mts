import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
/** The app signs cookies with SESSION_SECRET and has no default: the tests' own (the servers they start inherit it). */
const env = { SESSION_SECRET: "vitest-only-cookie-secret-not-for-any-store" };

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on CI's two that is one file at a time, and the integration files mostly
    // wait (servers starting, nginx's cache expiring). Two at a time halves their wall time; their servers start with
    // load shedding off, so a busier machine slows them but does not turn their pages into 503s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", env },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/integration/support/settle-lazy-modules.ts"],
          // A folder for the run's seeded databases, which the servers the tests start copy (support/seeded-database.ts).
          globalSetup: ["tests/integration/support/seed-folder.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env,
        },
      },
    ],
  },
});
