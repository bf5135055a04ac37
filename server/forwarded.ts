import type { RequestHandler } from "express";

type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * Which host a request names. With PUBLIC_ORIGIN, always its host: `Host` and `X-Forwarded-Host` are set to it, so no
 * header a client sends changes an absolute URL, and Remix's check of a document POST's `Origin` (against
 * `X-Forwarded-Host`, else `Host`) compares with the public host even behind a proxy that rewrites `Host`. Without it,
 * `X-Forwarded-Host` counts only from a proxy TRUST_PROXY trusts, and then names the host, port included (Remix's
 * adapter would add the Host's port to a forwarded host without one). Express already ignores an untrusted one for
 * `req.hostname`, but Remix's adapter takes the port from it whoever sent it, so it is dropped here.
 */
export function forwardedHost(options: { publicOrigin: string | undefined }): RequestHandler {
  const publicHost = options.publicOrigin === undefined ? undefined : new URL(options.publicOrigin).host;
  return (req, _res, next) => {
    if (publicHost !== undefined) {
      req.headers.host = publicHost;
      req.headers["x-forwarded-host"] = publicHost;
    } else if ((req.app.get("trust proxy fn") as TrustFn)(req.socket.remoteAddress, 0)) {
      // The public host with its own port, or none: not the port the proxy used to reach this server.
      const forwarded = req.get("x-forwarded-host")?.split(",")[0]?.trim();
      if (forwarded) req.headers.host = forwarded;
    } else {
      delete req.headers["x-forwarded-host"];
    }
    next();
  };
}
