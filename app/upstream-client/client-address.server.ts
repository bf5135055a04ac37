/**
 * The load context's `clientAddress`, when the Node server gave one: `req.ip` under TRUST_PROXY (X-Forwarded-For counts
 * only from trusted proxies; a request without it is keyed on its socket). The upstream client sends it on, and the
 * storefront's own rate limits key on it (`http/rate-limit.server.ts`).
 */
export function clientAddress(context: unknown): string | undefined {
  const given =
    context && typeof context === "object" && "clientAddress" in context ? context.clientAddress : undefined;
  return typeof given === "string" && given !== "" ? given : undefined;
}
