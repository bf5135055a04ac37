import { z } from "zod";

/**
 * `PUBLIC_ORIGIN` (and an image CDN's origin): an absolute http(s) origin — scheme, host and an optional port, nothing
 * else (no path, query, fragment or credentials). A trailing slash is allowed and dropped.
 */
export const OriginSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    const bare = url && (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
    if (!url || !bare || url.pathname !== "/" || /[?#]/.test(value)) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `an absolute http(s) origin without a path, e.g. https://shop.example.ru (got "${value}")`,
      });
      return z.NEVER;
    }
    return url.origin;
  });
