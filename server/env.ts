import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** When unset, the embedded upstream is started and used. */
  API_URL: z.string().url().optional(),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  UPSTREAM_HOST: z.string().default("127.0.0.1"),
  UPSTREAM_PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(300),
  DEBUG_ERRORS: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Test mode: the embedded upstream's fault layer (loopback-only `/__faults`), with UPSTREAM_FAULT_RULES to start with. */
  UPSTREAM_FAULTS: z.enum(["0", "1"]).default("0"),
  UPSTREAM_FAULT_RULES: z.string().optional(),
  /** Request bodies larger than this are refused with 413 (server/http/body-limit.ts). */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
});

export type ServerEnv = z.infer<typeof EnvSchema>;

export function readServerEnv(): ServerEnv {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(JSON.stringify({ level: "fatal", msg: "invalid environment", issues: parsed.error.issues }));
    process.exit(1);
  }
  return parsed.data;
}
