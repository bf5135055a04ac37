import { startTracing, stopTracing } from "../tracing";
import { parseStartRules } from "./faults/rules";
import { startUpstream } from "./index";
import { stdoutLog } from "./logger";

/**
 * Standalone entry: UPSTREAM_PORT, UPSTREAM_HOST, DATA_DIR, SEED_PRODUCTS, UPSTREAM_PUBLIC_URL (default PUBLIC_ORIGIN:
 * the storefronts relay its public files, server/upstream-public.ts), IMAGE_ORIGIN, GTM_ID, and for tests
 * UPSTREAM_FAULTS=1 (the fault layer) with UPSTREAM_FAULT_RULES (its first rules, JSON); DEMO_CODES=0: random SMS
 * codes; UPSTREAM_SPEC_MINIMAL=1: answers cut to the spec's fields (spec-minimal/); UNPAID_ORDER_MINUTES (default 30): how long an order awaiting online payment holds what it took.
 */
function integerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  // With OTEL_EXPORTER_OTLP_ENDPOINT: its spans, as `storefront-upstream` (server/tracing.ts), before it listens.
  await startTracing("upstream", stdoutLog);
  const upstream = await startUpstream({
    port: integerEnv("UPSTREAM_PORT", 3001),
    host: process.env.UPSTREAM_HOST || "127.0.0.1",
    dataDir: process.env.DATA_DIR || "./data",
    seedProducts: integerEnv("SEED_PRODUCTS", 300),
    publicUrl: process.env.UPSTREAM_PUBLIC_URL || process.env.PUBLIC_ORIGIN || undefined,
    mediaUrl: process.env.IMAGE_ORIGIN || undefined,
    storeUrl: process.env.PUBLIC_ORIGIN || undefined,
    gtmId: process.env.GTM_ID || undefined,
    faults:
      process.env.UPSTREAM_FAULTS === "1" ? { rules: parseStartRules(process.env.UPSTREAM_FAULT_RULES) } : undefined,
    demoCodes: process.env.DEMO_CODES !== "0",
    specMinimal: process.env.UPSTREAM_SPEC_MINIMAL === "1",
    unpaidOrderMinutes: integerEnv("UNPAID_ORDER_MINUTES", 30),
  });
  const shutdown = (signal: string) => {
    stdoutLog({ level: "info", msg: "shutting down", signal });
    upstream
      .close()
      .finally(stopTracing)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  stdoutLog({ level: "error", msg: "upstream failed to start", error: String(error) });
  process.exit(1);
});
