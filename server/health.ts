import type { Router } from "express";
import express from "express";

/** Paths that answer on any host and scheme (load balancers ask by address). */
export const HEALTH_PATHS = ["/healthz", "/readyz"];

/** /healthz: the process is up. /readyz: the upstream answers and we are not shutting down. */
export function healthRoutes(opts: { apiUrl: () => string; shuttingDown: () => boolean }): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (opts.shuttingDown()) return void res.status(503).json({ status: "shutting down" });
    try {
      const upstream = await fetch(new URL("api/health", withSlash(opts.apiUrl())), {
        signal: AbortSignal.timeout(2000),
      });
      if (!upstream.ok) throw new Error(`upstream answered ${upstream.status}`);
      res.json({ status: "ready" });
    } catch (error) {
      res
        .status(503)
        .json({ status: "upstream unreachable", error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
