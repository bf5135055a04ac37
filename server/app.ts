import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express, { type RequestHandler } from "express";
import { makeNonce } from "../app/http/nonce.server";
import type { makeRequestUpstream } from "../app/upstream-client/request-client.server";
import type { ServerEnv } from "./env";
import { forwardedHeaders } from "./forwarded";
import { guardRenders } from "./http/guard-renders";
import { HEALTH_PATHS, healthRoutes } from "./health";
import { drainRequestBody } from "./drain-request-body";
import { bodyLimit } from "./http/body-limit";
import { compressPages } from "./http/compression";
import { configuredSources } from "./http/content-policy";
import { crossSiteGuard } from "./http/csrf";
import { faultHandler } from "./http/fault";
import { knownMethods } from "./http/methods";
import { overloadGuard, overloadLimits } from "./http/overload";
import { plainHttpGuard } from "./http/plain-http";
import { publicFiles } from "./http/public-files";
import { publicHost } from "./http/public-host";
import { formBounds } from "./http/form-bounds";
import { securityHeaders } from "./http/security-headers";
import { urlBounds } from "./http/url-bounds";
import { requestLog } from "./log";
import { requestId } from "./request-id";
import type { RequestMetrics } from "./metrics/recording";
import { upstreamPublicRoutes } from "./upstream-public";

export type StorefrontApp = {
  env: ServerEnv;
  build: ServerBuild;
  makeUpstream: typeof makeRequestUpstream;
  /** The upstream whose pictures, videos and payment page the store serves (server/upstream-public.ts `relayedUpstream`). */
  publicFilesUpstream: string | undefined;
  /** Closes keep-alive connections after their answer once shutdown begins (server/drain.ts). */
  drain: RequestHandler;
  shuttingDown: () => boolean;
  metrics: RequestMetrics | undefined;
};

/** The storefront's Express app: the edge (server/http/), static files, health, then Remix. */
export function storefrontApp(options: StorefrontApp): express.Express {
  const { env, build, metrics } = options;
  const origin = { publicOrigin: env.PUBLIC_ORIGIN, trustForwardedHost: env.TRUST_FORWARDED_HOST === "1" };
  const debug = env.DEBUG_ERRORS === "1" || env.DEBUG_ERRORS === "true";

  const app = express();
  app.disable("x-powered-by");
  if (metrics) app.use(metrics.timer);
  app.use(options.drain);
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestId);
  app.use(requestLog);
  app.use(forwardedHeaders(origin));
  // The edge: each middleware below may refuse a request before Remix sees it; a new one is one line in this block.
  // Its pictures and videos come from this origin, or from the image CDN when one is configured.
  app.use(securityHeaders(configuredSources(env.IMAGE_ORIGIN)));
  app.use(knownMethods());
  app.use(publicHost(env.PUBLIC_ORIGIN));
  app.use(urlBounds());
  app.use(crossSiteGuard());
  app.use(plainHttpGuard());
  // Forms are held until complete and counted on the way in: too many fields or a field too long is refused here.
  app.use(bodyLimit(env.BODY_LIMIT_BYTES, formBounds()));
  app.use(drainRequestBody);
  // Remix flushes every chunk it streams, so compression keeps streaming intact.
  app.use(compressPages());
  const shed = overloadGuard(overloadLimits(env));
  if (metrics) for (const path of HEALTH_PATHS) app.use(path, metrics.mark(path.slice(1)));
  app.use(healthRoutes({ shuttingDown: options.shuttingDown, overloaded: shed.saturated }));
  if (metrics) app.use(metrics.mark("static"));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  app.use(publicFiles());
  if (options.publicFilesUpstream) {
    if (metrics) app.use(metrics.mark("media"));
    // Link-preview renders count as pages do (one guard, one in-flight count); the other files are never refused.
    app.use(guardRenders(shed));
    app.use(upstreamPublicRoutes(options.publicFilesUpstream));
  }
  // Load shedding: after health and files (they keep answering), before any page is rendered.
  if (metrics) app.use(metrics.mark("edge"));
  app.use(shed);
  // A script nonce per response, for the content security policy; Remix renders it into every script tag.
  app.use((_req, res, next) => {
    res.locals.cspNonce = makeNonce();
    next();
  });
  if (metrics) app.use(metrics.remixRoute);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" || debug ? "development" : "production",
      getLoadContext: async (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        // For the error pages' reference (app/errors/error-reference.tsx): never rendered into a cacheable page.
        requestId: res.locals.requestId as string,
        clientAddress: req.ip,
        // A refusal's reason for the request's one log line (app/entry.server.tsx handleError).
        noteRefusal: (reason: string) => void (res.locals.reason = reason),
        // The upstream client, made once for the loaders and the action (app/upstream-client/request-client.server.ts).
        upstream: await options.makeUpstream({
          cookie: req.headers.cookie ?? null,
          signal: abortedOnClose(res),
          clientAddress: req.ip,
        }),
      }),
    }),
  );
  app.use(faultHandler);
  return app;
}

/** Aborted when the response closes before it was sent (the shopper went away), as Remix's own request signal is. */
function abortedOnClose(res: express.Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
