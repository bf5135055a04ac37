import { Router } from "express";
import { z } from "zod";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validation";
import { createShopDirectory } from "../shops/shop-directory";

const ParamsSchema = z.object({ city: z.string().min(1).max(64) });

/** GET /api/shops/{city} — the city's LOVE STORE shops (none for a city without them), and the cities with shops; unknown city → 404. */
export function shopRoutes({ db }: UpstreamContext): Router {
  const shops = createShopDirectory(db);
  return Router().get("/api/shops/:city", (req, res) => {
    const data = shops(parseInput(ParamsSchema, req.params).city);
    if (!data) throw HttpError.of(404, "Город не найден", { code: "city_not_found" });
    sendData(res, data);
  });
}
