import type { Router } from "express";
import express from "express";

/** Paths that answer on any host and scheme (load balancers ask by address). */
export const HEALTH_PATHS = ["/healthz", "/readyz"];

/**
 * /healthz: the process is up. /readyz: this process takes requests — not shutting down, not past its overload
 * bound. Both answer from the process's own state, at once: the upstream's state is never asked here (a shared
 * upstream that fails would take every storefront out of the balancer, and shoppers would lose the store's own error
 * pages); it is `upstreamState()`'s (server/upstream-state.ts).
 */
export function healthRoutes(opts: { shuttingDown: () => boolean; overloaded: () => boolean }): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (opts.shuttingDown()) return void res.status(503).json({ status: "shutting down" });
    if (opts.overloaded()) return void res.status(503).json({ status: "overloaded" });
    res.json({ status: "ready" });
  });
  return router;
}
