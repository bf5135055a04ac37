import { Router } from "express";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { createCoverage } from "../information/coverage";
import { informationList, informationPage } from "../information/pages";

/** GET /api/content/information and /api/content/information/{code} (`delivery`, `delivery/pickup`, …). */
export function informationRoutes({ db, clock }: UpstreamContext): Router {
  const coverage = createCoverage(db);
  return Router()
    .get("/api/content/information", (_req, res) => {
      sendData(res, informationList());
    })
    .get("/api/content/information/*", (req, res) => {
      const code = String((req.params as Record<string, string>)[0]).replace(/\/+$/, "");
      const page = informationPage(code, {
        cities: coverage.cities(),
        providers: coverage.providers(),
        nowMs: clock(),
      });
      if (!page) throw HttpError.of(404, "Страница не найдена", { code: "information_not_found" });
      sendData(res, page);
    });
}
