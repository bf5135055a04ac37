import { Router } from "express";
import { z } from "zod";
import { createCatalogItemLoader } from "../catalog/catalog-items";
import { createSuites } from "../catalog/suites";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";
import { renderSuiteSvg } from "../media/suite-svg";
import { sendSharePng, sendSvg } from "./media";
import { IMAGE_VARIANTS, SHARE_SIZES, type ImageVariant } from "../media/urls";

const SuitesQuerySchema = z.object({ page: queryInt(1, 100_000, 1), pageSize: queryInt(1, 100, 12) });
/** A look's code: lowercase Latin letters, digits and hyphens. */
const CODE = ":code([a-z0-9-]{1,100})";

/** GET /api/catalog/suites (newest first), /api/catalog/suites/{code}, and each look's cover picture. */
export function suiteRoutes({ db, sections, publicUrl }: UpstreamContext): Router {
  const suites = createSuites(db, publicUrl, createCatalogItemLoader(db, sections, publicUrl));

  return Router()
    .get("/api/catalog/suites", (req, res) => {
      const { page, pageSize } = parseInput(SuitesQuerySchema, req.query);
      sendData(res, suites.list(page, pageSize));
    })
    .get(`/api/catalog/suites/${CODE}`, (req, res) => {
      const suite = suites.detail(req.params.code);
      if (!suite) throw HttpError.of(404, "Образ не найден", { code: "suite_not_found" });
      sendData(res, suite);
    })
    .get(`/images/suites/${CODE}/:variant(${Object.keys(IMAGE_VARIANTS).join("|")}).svg`, (req, res) => {
      const pieces = suites.coverParts(req.params.code);
      if (pieces.length === 0) throw HttpError.of(404, "Файл не найден", { code: "media_not_found" });
      const [width, height] = IMAGE_VARIANTS[req.params.variant as ImageVariant];
      sendSvg(res, renderSuiteSvg({ pieces, width, height }));
    })
    .get(`/images/suites/${CODE}/share.png`, (req, res, next) => {
      const pieces = suites.coverParts(req.params.code);
      if (pieces.length === 0) throw HttpError.of(404, "Файл не найден", { code: "media_not_found" });
      const [width, height] = SHARE_SIZES.picture;
      sendSharePng(res, next, renderSuiteSvg({ pieces, width, height }), width);
    });
}
