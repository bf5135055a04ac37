import { once } from "node:events";
import { createServer } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import type { makeRequestUpstream } from "../app/upstream-client/request-client.server";
import type { observeWith } from "../app/upstream-client/observer.server";
import type { keepClaimsWith } from "../app/http/claims.server";
import type { keepLimitsWith } from "../app/http/limit-store.server";
import type { connectSharedState } from "../app/http/shared-state.server";
import { storefrontApp } from "./app";
import { connectionDrain } from "./drain";
import type { ServerEnv } from "./env";
import { log } from "./log";
import { recordMetrics } from "./metrics/recording";
import { relayedUpstream } from "./upstream-public";
import { watchUpstream } from "./upstream-state";
import type { SharedState } from "./worker-shared";

const BUILD_PATH = path.resolve("build/index.js");

/** What the server takes from the build's entry module besides Remix's own exports. */
type AppEntry = {
  makeRequestUpstream?: typeof makeRequestUpstream;
  observeWith?: typeof observeWith;
  keepClaimsWith?: typeof keepClaimsWith;
  keepLimitsWith?: typeof keepLimitsWith;
  connectSharedState?: typeof connectSharedState;
};

/**
 * The storefront's HTTP server in this process: listening on PORT (the only process), or answering the connections
 * its cluster's primary hands it (a worker); until `stop`, which drains it: every request already accepted is
 * answered, then the connections close. `shared`: where the app keeps its one-time claims and per-client limits
 * without REDIS_URL (a worker's are its primary's).
 */
export async function serveStorefront(
  env: ServerEnv,
  embeddedUpstreamUrl: string | undefined,
  listen: boolean,
  shared?: SharedState,
) {
  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  // The app's own modules, from the build (a copy bundled here would be other instances than the loaders').
  const entry = build.entry.module as AppEntry;
  const makeUpstream = entry.makeRequestUpstream;
  if (typeof makeUpstream !== "function") throw new Error("the build's entry.server exports no makeRequestUpstream");
  if (typeof entry.observeWith !== "function") throw new Error("the build's entry.server exports no observeWith");
  if (shared) {
    if (typeof entry.keepClaimsWith !== "function" || typeof entry.keepLimitsWith !== "function")
      throw new Error("the build's entry.server exports no keepClaimsWith or keepLimitsWith");
    entry.keepClaimsWith(shared.claims);
    entry.keepLimitsWith(shared.limits);
  }
  let shuttingDown = false;
  const drain = connectionDrain();
  const app = storefrontApp({
    env,
    build,
    makeUpstream,
    publicFilesUpstream: relayedUpstream(env, embeddedUpstreamUrl),
    drain: drain.middleware,
    shuttingDown: () => shuttingDown,
    metrics: env.METRICS_PORT === undefined ? undefined : recordMetrics(build, entry.observeWith),
  });

  // API_URL is the embedded upstream's when it was started (server/prepare.ts).
  const upstreamWatch = watchUpstream(process.env.API_URL ?? env.API_URL ?? "");
  // With REDIS_URL, at start (after the metrics' observer is in place): its state is known before any request.
  entry.connectSharedState?.();
  const server = createServer(app);
  drain.watch(server);
  if (listen) {
    server.listen(env.PORT, env.HOST);
    await once(server, "listening");
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log({ level: "info", msg: "storefront listening", url: `http://localhost:${port}` });
    if (env.NODE_ENV === "development") void broadcastDevReady(build);
  }

  return {
    /** Answers one connection (a cluster's worker gets them from its primary). */
    answer(socket: Socket) {
      server.emit("connection", socket);
      socket.resume();
    },
    /** Stops accepting and answers what was accepted; past SHUTDOWN_TIMEOUT_MS the open connections are cut. */
    stop(): Promise<void> {
      shuttingDown = true;
      upstreamWatch.stop();
      const force = setTimeout(() => {
        log({ level: "warn", msg: "shutdown timed out; closing open connections" });
        drain.cut();
      }, env.SHUTDOWN_TIMEOUT_MS);
      force.unref();
      return new Promise((resolve) => drain.close(server, () => resolve()));
    },
  };
}
