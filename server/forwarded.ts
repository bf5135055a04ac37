import type { RequestHandler } from "express";

type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * X-Forwarded-Host counts only from a proxy TRUST_PROXY trusts, and with PUBLIC_ORIGIN from nobody: nothing a client
 * sends then changes an absolute URL. Express already ignores an untrusted one for `req.hostname`, but Remix's adapter
 * takes the port from it whoever sent it, so it is dropped here. (`req.ip` and `req.protocol` follow `trust proxy`.)
 */
export function forwardedHost(options: { publicOrigin: string | undefined }): RequestHandler {
  return (req, _res, next) => {
    const trusted = (req.app.get("trust proxy fn") as TrustFn)(req.socket.remoteAddress, 0);
    if (options.publicOrigin || !trusted) delete req.headers["x-forwarded-host"];
    next();
  };
}
