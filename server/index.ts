import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import express from "express";
import type { makeRequestUpstream } from "../app/upstream/request-client.server";
import { makeNonce } from "../app/http/nonce.server";
import { connectionDrain } from "./drain";
import { readServerEnv } from "./env";
import { forwardedHeaders, originNotes } from "./forwarded";
import { healthRoutes } from "./health";
import { drainRequestBody } from "./drain-request-body";
import { bodyLimit } from "./http/body-limit";
import { configuredSources } from "./http/content-policy";
import { compressPages } from "./http/compression";
import { crossSiteGuard } from "./http/csrf";
import { faultHandler } from "./http/fault";
import { knownMethods } from "./http/methods";
import { plainHttpGuard } from "./http/plain-http";
import { publicHost } from "./http/public-host";
import { formBounds } from "./http/form-bounds";
import { securityHeaders } from "./http/security-headers";
import { urlBounds } from "./http/url-bounds";
import { log, requestLog } from "./log";
import { sessionSecret } from "./session-secret";
import { parseStartRules } from "./upstream/faults/rules";
import { startUpstream } from "./upstream/index";
import { upstreamPublicRoutes } from "./upstream-public";

const BUILD_PATH = path.resolve("build/index.js");

async function main() {
  const env = readServerEnv();
  const origin = { publicOrigin: env.PUBLIC_ORIGIN, trustForwardedHost: env.TRUST_FORWARDED_HOST === "1" };
  for (const note of originNotes(origin)) log(note);
  process.env.SESSION_SECRET = sessionSecret({
    fromEnv: env.SESSION_SECRET,
    dataDir: path.resolve(env.DATA_DIR),
    warn: log,
  });

  // The embedded upstream is the default backend (spec: demo and test backend on SQLite).
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
  if (!env.API_URL) {
    upstream = await startUpstream({
      port: env.UPSTREAM_PORT,
      host: env.UPSTREAM_HOST,
      dataDir: path.resolve(env.DATA_DIR),
      seedProducts: env.SEED_PRODUCTS,
      // Its pictures, videos and payment page as paths of the storefront's own origin (upstream-public.ts), or an image CDN.
      publicUrl: "",
      mediaUrl: env.IMAGE_ORIGIN,
      storeUrl: env.PUBLIC_ORIGIN,
      faults: env.UPSTREAM_FAULTS === "1" ? { rules: parseStartRules(env.UPSTREAM_FAULT_RULES) } : undefined,
      demoCodes: env.DEMO_CODES === "1",
      unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
      log,
    });
    process.env.API_URL = upstream.url;
    log({ level: "info", msg: "embedded upstream started", url: upstream.url });
  }

  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  // The app's own factory, from the build (a copy bundled here would be another client class than the loaders').
  const makeUpstream = (build.entry.module as AppEntry).makeRequestUpstream;
  if (typeof makeUpstream !== "function") throw new Error("the build's entry.server exports no makeRequestUpstream");
  const debug = env.DEBUG_ERRORS === "1" || env.DEBUG_ERRORS === "true";
  let shuttingDown = false;
  const drain = connectionDrain();

  const app = express();
  app.disable("x-powered-by");
  app.use(drain.middleware);
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog);
  app.use(forwardedHeaders(origin));
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
  app.use(healthRoutes({ apiUrl: () => process.env.API_URL ?? "", shuttingDown: () => shuttingDown }));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("public", { maxAge: "1h", index: false }));
  if (upstream) app.use(upstreamPublicRoutes(upstream.url));
  // A script nonce per response, for the content security policy; Remix renders it into every script tag.
  app.use((_req, res, next) => {
    res.locals.cspNonce = makeNonce();
    next();
  });
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" || debug ? "development" : "production",
      getLoadContext: async (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientAddress: req.ip,
        // A refusal's reason for the request's one log line (app/entry.server.tsx handleError).
        noteRefusal: (reason: string) => void (res.locals.reason = reason),
        // The upstream client, made once for the loaders and the action (app/upstream/request-client.server.ts).
        upstream: await makeUpstream({
          cookie: req.headers.cookie ?? null,
          signal: abortedOnClose(res),
          clientAddress: req.ip,
        }),
      }),
    }),
  );
  app.use(faultHandler);

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log({ level: "info", msg: "storefront listening", url: `http://localhost:${port}` });
    if (env.NODE_ENV === "development") void broadcastDevReady(build);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the upstream.
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log({ level: "info", msg: "shutting down", signal });
    const force = setTimeout(() => {
      log({ level: "warn", msg: "shutdown timed out; closing open connections" });
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    drain.close(server, async () => {
      await upstream?.close();
      log({ level: "info", msg: "stopped" });
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** What server/index.ts takes from the build's entry module besides Remix's own exports. */
type AppEntry = { makeRequestUpstream?: typeof makeRequestUpstream };

/** Aborted when the response closes before it was sent (the shopper went away), as Remix's own request signal is. */
function abortedOnClose(res: express.Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

main().catch((error: unknown) => {
  log({ level: "fatal", msg: "failed to start", error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
