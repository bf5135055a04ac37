import { Router } from "express";
import type { Init } from "../../../app/upstream/schemas/content";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";

const STORE_INFO = { name: "LOVE STORE", phone: "8 800 700-12-34", email: "help@lovestore.ru" };

/** GET /api/init — store contacts, tag-manager id (empty unless configured) and the token's basket and wishlist counters. */
export function initRoutes({ sessions, carts, gtmId }: UpstreamContext): Router {
  return Router().get("/api/init", (req, res) => {
    const data: Init = { store: STORE_INFO, gtmId, counters: carts.counters(sessions.fromRequest(req)?.owner ?? null) };
    sendData(res, data);
  });
}
