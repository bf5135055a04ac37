import type { Request, RequestHandler } from "express";

type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * The scheme and host (port included unless it is the scheme's default) the shopper's browser is on. The scheme is
 * unknown (undefined) for a trusted proxy that does not say it (no PUBLIC_ORIGIN, no `X-Forwarded-Proto`): it may
 * terminate TLS.
 */
export type BrowserOrigin = { protocol: "http" | "https" | undefined; host: string };

/** Per request: where the browser is, or null when the request names no usable host. */
const browserOrigins = new WeakMap<Request, BrowserOrigin | null>();

/** The origin the browser is on, as `forwardedHeaders` worked it out (null: no valid host; undefined: not run). */
export const browserOrigin = (req: Request): BrowserOrigin | null | undefined => browserOrigins.get(req);

/** A host header's value: a name or an IPv4 / bracketed IPv6 address, an optional port; nothing else. */
const HOST_SHAPE = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The host as a URL would write it (lowercase, no default port), or null when it is not a host. */
export function normalHost(value: string | undefined, protocol: "http" | "https"): string | null {
  if (value === undefined || !HOST_SHAPE.test(value)) return null;
  try {
    const url = new URL(`${protocol}://${value}`);
    return url.host !== "" && url.pathname === "/" ? url.host : null;
  } catch {
    return null;
  }
}

const firstEntry = (value: string | undefined) => value?.split(",")[0]?.trim();

/**
 * Which `Host`, `X-Forwarded-Host` and `X-Forwarded-Proto` count, before anything reads them.
 *
 * - `X-Forwarded-Proto` counts only from a proxy TRUST_PROXY trusts, and only as `http` or `https` (anything else is
 *   dropped: `javascript` made Remix's request URL throw, `ftp` made `ftp://` links).
 * - With PUBLIC_ORIGIN, `Host` and `X-Forwarded-Host` are set to its host, so no header changes an absolute URL. The
 *   host the browser used (a trusted proxy's `X-Forwarded-Host`, else `Host`) is kept for `publicHost`
 *   (server/http/public-host.ts), which sends other hosts to the public origin.
 * - Without it, `X-Forwarded-Host` names the host only with TRUST_FORWARDED_HOST=1 and from a trusted proxy. A shared
 *   cache in front (Varnish's default) passes a client's `X-Forwarded-Host` through without keying on it, so counting
 *   it by default let one request write a stranger's host into cached pages.
 *
 * The browser's origin (`browserOrigin`) uses a trusted proxy's forwarded host either way: it decides only refusals
 * (never cached), the CSRF check and whether the browser can keep the store's cookies.
 */
export function forwardedHeaders(options: {
  publicOrigin: string | undefined;
  trustForwardedHost: boolean;
}): RequestHandler {
  const publicUrl = options.publicOrigin === undefined ? undefined : new URL(options.publicOrigin);
  const publicProtocol = publicUrl?.protocol === "https:" ? "https" : "http";
  return (req, _res, next) => {
    const trusted = (req.app.get("trust proxy fn") as TrustFn)(req.socket.remoteAddress, 0);
    const statedProto = trusted ? firstEntry(req.get("x-forwarded-proto"))?.toLowerCase() : undefined;
    const proto = statedProto === "http" || statedProto === "https" ? statedProto : undefined;
    if (proto) req.headers["x-forwarded-proto"] = proto;
    else delete req.headers["x-forwarded-proto"];
    const protocol = proto ?? (publicUrl ? publicProtocol : trusted ? undefined : "http");

    const forwarded = trusted ? normalHost(firstEntry(req.get("x-forwarded-host")), protocol ?? "http") : null;
    const sent = req.get("host");
    const own = normalHost(sent, protocol ?? "http");
    const host = forwarded ?? own;
    delete req.headers["x-forwarded-host"];

    if (publicUrl) {
      // No Host at all (HTTP/1.0) names no other host: it is taken for the public one.
      browserOrigins.set(
        req,
        sent === undefined && !forwarded ? { protocol, host: publicUrl.host } : host ? { protocol, host } : null,
      );
      req.headers.host = publicUrl.host;
      req.headers["x-forwarded-host"] = publicUrl.host;
    } else {
      browserOrigins.set(req, host ? { protocol, host } : null);
      const named = options.trustForwardedHost && forwarded ? forwarded : own;
      if (named) req.headers.host = named;
    }
    next();
  };
}

/** The start-up notes on how absolute URLs are made: operators should set PUBLIC_ORIGIN to an https origin. */
export function originNotes(options: {
  publicOrigin: string | undefined;
  trustForwardedHost: boolean;
}): Record<string, unknown>[] {
  if (options.publicOrigin === undefined) {
    return [
      {
        level: "warn",
        msg:
          "PUBLIC_ORIGIN is not set: absolute URLs (canonical, sitemap.xml, robots.txt, JSON-LD, payment return) name " +
          `the host of each request${options.trustForwardedHost ? " or a trusted proxy's X-Forwarded-Host" : ""}. ` +
          "Set it to the https address shoppers use, e.g. https://shop.example.ru",
      },
    ];
  }
  const url = new URL(options.publicOrigin);
  if (url.protocol === "http:" && !isLoopbackHost(url.host)) {
    return [
      {
        level: "warn",
        msg: `PUBLIC_ORIGIN ${url.origin} is plain http: browsers keep none of the store's cookies there (no basket, no login). Use https`,
      },
    ];
  }
  return [{ level: "info", msg: "public origin", origin: url.origin }];
}

/** Hosts a browser treats as a secure context even over http (it keeps `Secure` cookies there). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(name) || name === "[::1]";
}
