import { z } from "zod";

/** Values that were public (the demo default the store once shipped): anyone could sign cookies with them. */
const PUBLIC_SECRETS = new Set(["demo-storefront-secret-change-me"]);

/** `SESSION_SECRET`, which signs the store's cookies: at least 32 characters, and none that was ever published. */
export const SessionSecretSchema = z
  .string()
  .min(32, "SESSION_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)")
  .refine((value) => !PUBLIC_SECRETS.has(value), "SESSION_SECRET is a published demo value: choose a random one");
