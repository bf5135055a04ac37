import type { RequestHandler } from "express";
import { browserOrigin } from "../forwarded";
import { HEALTH_PATHS } from "../health";
import { refuse, REFUSALS } from "./refusal-page";

/**
 * The host a request names, after `forwardedHeaders` (server/forwarded.ts). A request naming no valid host is a 400
 * (Remix would otherwise build its URL from it and throw: a bare 500). With PUBLIC_ORIGIN, a request on any other
 * name of the server (an alias, its IP address) or, as a trusted proxy states, over the other scheme: a GET or HEAD
 * is sent to the same path on the public origin (301, never stored by a cache: the forwarded host that decided it is
 * not part of a cache's key), anything else is refused (403) before an action runs — a form posted there could keep
 * no cookie, and Remix's own origin check would have answered a bare 500. Health checks answer on any host.
 */
export function publicHost(publicOrigin: string | undefined): RequestHandler {
  const expected = publicOrigin === undefined ? undefined : new URL(publicOrigin);
  return (req, res, next) => {
    if (HEALTH_PATHS.includes(req.path)) return next();
    const origin = browserOrigin(req);
    if (!expected) return origin ? next() : refuse(req, res, REFUSALS.badHost);
    if (origin && origin.host === expected.host && `${origin.protocol}:` === expected.protocol) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return refuse(req, res, REFUSALS.otherHost);
    // An absolute-form request target (`GET http://other/ HTTP/1.1`) is no path of the store's.
    const path = req.originalUrl.startsWith("/") ? req.originalUrl : "/";
    res.set("Cache-Control", "no-store").redirect(301, `${expected.origin}${path}`);
  };
}
