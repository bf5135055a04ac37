import { randomBytes } from "node:crypto";

/** A fresh script nonce: 128 random bits, base64 (CSP 3 asks for at least 128 bits). */
export const makeNonce = () => randomBytes(16).toString("base64");

/**
 * The nonce the Node server made for this response (`res.locals.cspNonce`, passed as the load context's `cspNonce`),
 * or a new one when the app runs without it (`remix-serve`).
 */
export function responseNonce(loadContext: unknown): string {
  const given =
    loadContext && typeof loadContext === "object" && "cspNonce" in loadContext ? loadContext.cspNonce : undefined;
  return typeof given === "string" && /^[A-Za-z0-9+/]{16,}={0,2}$/.test(given) ? given : makeNonce();
}
