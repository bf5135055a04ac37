import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { Router, type Request, type Response } from "express";

/**
 * The upstream's public files — pictures, videos and the demo payment page — under the storefront's own origin:
 * `/images/…`, `/videos/…` and `/pay/{code}` (GET, and the page's POST) are streamed from the upstream the store talks
 * to (the embedded one on loopback, or API_URL's origin) with its status and cache headers. Nothing else of the
 * upstream is reachable through it.
 */
const MEDIA_PATH = /^\/(?:images|videos)\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]{2,5}$/;
const PAY_PATH = /^\/pay\/[\w-]{1,64}$/;

/** What the upstream may need of the shopper's request; never the shopper's cookies. */
const REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "content-length",
  "if-none-match",
  "if-modified-since",
  "range",
  "if-range",
  "user-agent",
];
/** Headers of one hop only. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** An upstream that sends nothing for this long (headers or the next chunk) is given up: 502, or the answer cut. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Whose public files the store serves: the embedded upstream's always; with API_URL, that upstream's origin unless
 * UPSTREAM_MEDIA=off (a retailer's API whose pictures and payment page live elsewhere). Undefined: none.
 */
export function relayedUpstream(
  env: { API_URL?: string; UPSTREAM_MEDIA: "relay" | "off" },
  embeddedUpstreamUrl: string | undefined,
): string | undefined {
  if (embeddedUpstreamUrl) return embeddedUpstreamUrl;
  return env.API_URL && env.UPSTREAM_MEDIA === "relay" ? new URL(env.API_URL).origin : undefined;
}

export function upstreamPublicRoutes(upstreamUrl: string): Router {
  const upstream = new URL(upstreamUrl);
  const request = upstream.protocol === "https:" ? httpsRequest : httpRequest;
  const relay = (req: Request, res: Response) => {
    const headers: OutgoingHttpHeaders = {};
    for (const name of REQUEST_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
    const outgoing = request(
      {
        hostname: upstream.hostname.replace(/^\[|\]$/g, ""),
        port: upstream.port || undefined,
        method: req.method,
        path: req.path,
        headers,
      },
      (answer) => {
        const kept: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
        res.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(res);
      },
    );
    outgoing.setTimeout(IDLE_TIMEOUT_MS, () => outgoing.destroy(new Error("upstream timed out")));
    outgoing.on("error", () => {
      if (res.headersSent || res.destroyed) res.destroy();
      else
        res
          .status(502)
          .type("text/plain; charset=utf-8")
          .set("Cache-Control", "no-store")
          .send("Сервер магазина не ответил. Обновите страницу через минуту.");
    });
    // A shopper who goes away stops the upstream's answer too.
    res.on("close", () => outgoing.destroy());
    req.pipe(outgoing);
  };
  return Router().get(MEDIA_PATH, relay).get(PAY_PATH, relay).post(PAY_PATH, relay);
}
