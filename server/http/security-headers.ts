import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { contentDirectives, type PolicySources } from "./content-policy";

/** Browser features the store never uses, switched off for its pages and anything they embed. */
const FEATURES_OFF = [
  "camera",
  "microphone",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "magnetometer",
  "gyroscope",
  "accelerometer",
  "display-capture",
];

/** The map's «where am I» button asks for the shopper's position; without a map nothing may. */
export function permissionsPolicy(yandexMaps: boolean): string {
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), yandexMaps ? "geolocation=(self)" : "geolocation=()"].join(
    ", ",
  );
}

const nonceOf = (res: unknown) => {
  const nonce = (res as Response).locals?.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
};

/**
 * The security headers of every response (helmet): HSTS, nosniff, `Referrer-Policy: strict-origin-when-cross-origin`
 * (cross-site requests keep their `Origin`, which the CSRF check reads), no framing, `Permissions-Policy`, and the
 * content security policy with the response's script nonce. The policy is written as the head goes out — the nonce is
 * made later in the chain — and never on a 304: the browser would apply it to the page it keeps, whose scripts carry
 * another response's nonce.
 */
export function securityHeaders(sources: PolicySources): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Product pictures are shared (messengers, social previews); the store has nothing to hide from other origins' <img>.
    crossOriginResourcePolicy: false,
  });
  const policy = helmet.contentSecurityPolicy({ useDefaults: false, directives: contentDirectives(sources, nonceOf) });
  const permissions = permissionsPolicy(sources.yandexMaps);
  return (req, res, next) => {
    headers(req, res, (error) => {
      if (error) return next(error);
      res.setHeader("Permissions-Policy", permissions);
      beforeHead(res, (status) => {
        if (status !== 304) policy(req, res, () => {});
      });
      next();
    });
  };
}

/** Runs `write` just before the response's head goes out, when its status is final. */
function beforeHead(res: ServerResponse, write: (status: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    write(args[0]);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
