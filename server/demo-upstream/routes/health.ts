import { Router } from "express";
import type { Ok } from "../../../app/contract/auth";
import type { UpstreamContext } from "../context";
import { createDatabaseProbe } from "../db/probe";
import { sendData } from "../http/envelope";

/** GET /api/health — readiness: answers once the database is open and seeded. */
export function healthRoutes({ db }: UpstreamContext): Router {
  const probe = createDatabaseProbe(db);
  return Router().get("/api/health", (_req, res) => {
    probe();
    const data: Ok = { ok: true };
    sendData(res, data);
  });
}
