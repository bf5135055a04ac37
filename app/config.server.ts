import { z } from "zod";
import { OriginSchema } from "~/http/origin";
import { RedisUrlSchema } from "~/http/redis-url";
import { SessionSecretSchema } from "~/http/secret";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Base URL of the upstream commerce API; the Node server sets it to the embedded upstream when unset. */
  API_URL: z.string().url().default("http://127.0.0.1:3001"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** Lets `?debug` show stack traces in production. */
  DEBUG_ERRORS: flag,
  /** Signs the cookies. The Node server sets it (generated and kept in DATA_DIR) when the environment has none. */
  SESSION_SECRET: SessionSecretSchema,
  /**
   * Secrets that signed cookies before a rotation, comma-separated: still accepted, never used to sign. A rotation puts
   * the old secret here, so shoppers keep their basket and login; drop it after the cookies' lifetime (7 days).
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(SessionSecretSchema).max(4, "SESSION_SECRET_PREVIOUS: at most 4 previous secrets")),
  /** The shop's public origin: every absolute URL the store writes; unset, the request's own (server/forwarded.ts). */
  PUBLIC_ORIGIN: z
    .literal("")
    .transform(() => undefined)
    .or(OriginSchema)
    .optional(),
  /** Where the per-client limits are counted, shared by every storefront process; unset, in each process's memory. */
  REDIS_URL: z
    .literal("")
    .transform(() => undefined)
    .or(RedisUrlSchema)
    .optional(),
  /** Image CDN host used instead of the real one on development hosts (spec §7). */
  IMAGE_TEST_HOST: z.string().url().optional(),
  /** Tag-manager id; wins over the upstream's. Checked by the rule of spec §5 (an invalid one loads no tags). */
  GTM_ID: z.string().optional(),
  /** Key of the Yandex Maps JS API 2.1 (a browser key, public by design: restrict it to the store's domain). The shops page shows a map only with it. */
  YANDEX_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{1,128}$/, "a Yandex Maps API key: letters, digits, '-' and '_'")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Config = z.infer<typeof EnvSchema> & { showStacks: boolean };

/** What signs the store's cookies, first; then what is still accepted from before a rotation. */
export const cookieSecrets = (): string[] => [config().SESSION_SECRET, ...config().SESSION_SECRET_PREVIOUS];

let cached: Config | undefined;

/** Parsed once; invalid configuration fails fast at start-up with a readable message. */
export function config(): Config {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  cached = { ...parsed.data, showStacks: parsed.data.NODE_ENV === "development" || parsed.data.DEBUG_ERRORS };
  return cached;
}
