import type { Request, RequestHandler } from "express";
import { browserOrigin } from "../forwarded";
import { refuse, REFUSALS } from "./refusal-page";

/** Methods that change nothing; every other one must come from the store's own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host the store answers as, for comparing with a request's `Origin`: the one the browser used (a trusted proxy's
 * `X-Forwarded-Host`, else `Host`: server/forwarded.ts); with PUBLIC_ORIGIN, server/http/public-host.ts has already
 * refused any other.
 */
export function storeHost(req: Request): string | undefined {
  const origin = browserOrigin(req);
  return origin === undefined ? req.get("host") : (origin?.host ?? undefined);
}

/**
 * Whether a browser sent this request from another site. `Sec-Fetch-Site` (every current browser) is the browser's own
 * word: only `same-origin` (and `none`, a request the shopper started, e.g. from a bookmark) pass. Without it, a
 * present `Origin` must be the store's (`null` — a sandboxed frame, a redirect chain — is not). A request with
 * neither header is no browser's cross-site form (curl, scripts, very old browsers) and passes.
 */
export function fromAnotherSite(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = req.get("origin");
  if (origin === undefined) return false;
  const host = storeHost(req);
  const sender = hostOf(origin);
  return sender === null || host === undefined || sender !== hostOf(origin, host);
}

/** The origin's host (port included unless it is the scheme's default), or of `host` under the origin's scheme. */
function hostOf(origin: string, host?: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return host === undefined ? url.host : new URL(`${url.protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * CSRF: a state-changing request from another site is refused with 403 and a Russian page before any action —
 * document or resource route, form post or `?_data` fetch — runs. No token is needed, so no page carries one.
 */
export function crossSiteGuard(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (fromAnotherSite(req)) return refuse(req, res, REFUSALS.crossSite);
    // Decided here, once. Remix checks a document POST's `Origin` again against `Host` as it stands (a proxy may have
    // rewritten it, a same-origin `Origin: null` or a malformed one) and answers a mismatch with a bare 500.
    delete req.headers.origin;
    next();
  };
}
