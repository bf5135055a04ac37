import type { RequestHandler } from "express";
import { browserOrigin, isLoopbackHost } from "../forwarded";
import { refuse, REFUSALS } from "./refusal-page";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every cookie of the store is `Secure` (the spec's rule), and a browser on plain http keeps none of them — except on
 * its own machine (`localhost`, `127.0.0.1`, `[::1]` are secure contexts). There a basket add, a login or a city choice
 * would be forgotten without a word, so every action is refused with a Russian page (or, for a data request, the JSON
 * the route's error boundary shows) saying to open the store over https. Pages stay readable. Only when the scheme is
 * known to be http: the browser's own connection, a trusted proxy's `X-Forwarded-Proto`, or PUBLIC_ORIGIN's.
 */
export function plainHttpGuard(): RequestHandler {
  return (req, res, next) => {
    const origin = browserOrigin(req);
    if (SAFE_METHODS.has(req.method) || origin?.protocol !== "http" || isLoopbackHost(origin.host)) return next();
    refuse(req, res, REFUSALS.plainHttp);
  };
}
