import { Router } from "express";
import type { Init } from "../../../app/contract/content";
import type { UpstreamContext } from "../context";
import { STORE_INFO } from "../information/company";
import { OFFER_TERMS } from "../information/offer-terms";
import { sendData } from "../http/envelope";

/** GET /api/init — store contacts, the offers' delivery and return terms, tag-manager id (empty unless configured) and the token's basket and wishlist counters. */
export function initRoutes({ sessions, carts, gtmId }: UpstreamContext): Router {
  return Router().get("/api/init", (req, res) => {
    const data: Init = {
      store: STORE_INFO,
      terms: OFFER_TERMS,
      gtmId,
      counters: carts.counters(sessions.fromRequest(req)?.owner ?? null),
    };
    sendData(res, data);
  });
}
