import { availableParallelism } from "node:os";
import { z } from "zod";
import { OriginSchema } from "../app/http/origin";
import { SessionSecretSchema } from "../app/http/secret";
import { log } from "./log";
import { TrustProxySchema } from "./trust-proxy";

const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** When unset, the embedded upstream is started and used. */
  API_URL: z.string().url().optional(),
  /**
   * With API_URL: `relay` (default) serves that upstream's `/images/…`, `/videos/…` and `/pay/{code}` on the store's
   * origin (server/upstream-public.ts); `off` serves none of them (a real upstream's own CDN and payment page).
   */
  UPSTREAM_MEDIA: z.enum(["relay", "off"]).default("relay"),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  UPSTREAM_HOST: z.string().default("127.0.0.1"),
  /** The shop's public origin (https://shop.example.ru): every absolute URL; forwarded hosts are then ignored. */
  PUBLIC_ORIGIN: z.preprocess(unsetWhenEmpty, OriginSchema.optional()),
  /** 1: a trusted proxy's X-Forwarded-Host names the host of absolute URLs when PUBLIC_ORIGIN is unset (server/forwarded.ts). */
  TRUST_FORWARDED_HOST: z.enum(["0", "1"]).default("0"),
  /** Which proxies' X-Forwarded-* headers count (server/trust-proxy.ts). */
  TRUST_PROXY: TrustProxySchema,
  /** Unset: generated once and kept in DATA_DIR (server/session-secret.ts). */
  SESSION_SECRET: z.preprocess(unsetWhenEmpty, SessionSecretSchema.optional()),
  /** An image CDN in front of the storefront: the embedded upstream's pictures and videos are linked there. */
  IMAGE_ORIGIN: z.preprocess(unsetWhenEmpty, OriginSchema.optional()),
  DATA_DIR: z.string().default("./data"),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(300),
  DEBUG_ERRORS: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Test mode: the embedded upstream's fault layer (loopback-only `/__faults`), with UPSTREAM_FAULT_RULES to start with. */
  UPSTREAM_FAULTS: z.enum(["0", "1"]).default("0"),
  UPSTREAM_FAULT_RULES: z.string().optional(),
  /**
   * Test mode only (with UPSTREAM_FAULTS=1): the embedded upstream's clock starts at this instant (ISO 8601 with its
   * offset, `2025-09-13T03:35:00+03:00`) and runs on from there — delivery days, slots, same-day pickup.
   */
  UPSTREAM_CLOCK_START: z.preprocess(unsetWhenEmpty, z.string().datetime({ offset: true }).optional()),
  /** The embedded upstream's SMS codes: 1 (default) the demo code 123456, 0 random six-digit codes (logged). */
  DEMO_CODES: z.enum(["0", "1"]).default("1"),
  /**
   * Test and contract use: the embedded upstream answers with the spec's fields only (server/demo-upstream/spec-minimal/).
   */
  UPSTREAM_SPEC_MINIMAL: z.enum(["0", "1"]).default("0"),
  /** The embedded upstream: minutes an order awaiting online payment holds its stock before it is cancelled. */
  UNPAID_ORDER_MINUTES: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(1).max(10_080).default(30)),
  /** Request bodies larger than this are refused with 413 (server/http/body-limit.ts). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * Worker processes on PORT (node:cluster): a number, or `auto` for one per core; 1 runs no cluster, one process
   * (server/single.ts). More: server/primary.ts runs the workers and hands them the connections; server/worker.ts is
   * each worker.
   */
  WEB_CONCURRENCY: z.preprocess(
    unsetWhenEmpty,
    z
      .union([z.literal("auto"), z.coerce.number().int().min(1).max(256)])
      .default(1)
      .transform((value) => (value === "auto" ? availableParallelism() : value)),
  ),
  /** Prometheus metrics at /metrics on this port (server/metrics/); unset: none recorded or served. */
  METRICS_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(unsetWhenEmpty, z.string().default("127.0.0.1")),
  /** Event-loop lag (ms, worst of the last 0.5 s) from which page requests get a 503 (server/http/overload.ts); 0: never. */
  OVERLOAD_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** The lag from which form posts are refused too; unset: 3 × OVERLOAD_DELAY_MS, 0: never. */
  OVERLOAD_POST_DELAY_MS: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(180_000).optional()),
  /** Requests answered at once from which new page requests get the 503 too (form posts from twice as many); 0: none. */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(64),
  /**
   * The time (ms) page requests should be answered in: the in-flight bound shrinks below OVERLOAD_MAX_IN_FLIGHT while
   * their 90th percentile takes longer on a busy event loop (server/http/in-flight-bound.ts); 0: the bound stays fixed.
   */
  OVERLOAD_TARGET_MS: z.coerce.number().int().min(0).max(60_000).default(500),
});

export type ServerEnv = z.infer<typeof EnvSchema>;

export function readServerEnv(): ServerEnv {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    log({ level: "fatal", msg: `invalid environment: ${problems}`, issues: parsed.error.issues });
    process.exit(1);
  }
  return parsed.data;
}
