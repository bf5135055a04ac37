import { Router } from "express";
import type { Ok } from "../../../app/contract/auth";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";

/** GET /api/health — readiness: answers once the database is open and seeded. */
export function healthRoutes({ db }: UpstreamContext): Router {
  const probe = db.prepare("SELECT 1");
  return Router().get("/api/health", (_req, res) => {
    probe.get();
    const data: Ok = { ok: true };
    sendData(res, data);
  });
}
