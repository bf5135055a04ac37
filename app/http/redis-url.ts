import { z } from "zod";

/** `REDIS_URL`: `redis://` or `rediss://` (TLS), with an optional user, password and database number in the path. */
export const RedisUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ["redis:", "rediss:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "REDIS_URL must be a redis:// or rediss:// URL");

/** The URL as a log may show it: scheme, host and port — never the user or password. */
export function redactedRedisUrl(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}
