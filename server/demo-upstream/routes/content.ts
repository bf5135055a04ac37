import { Router } from "express";
import { z } from "zod";
import type { Banner } from "../../../app/contract/content";
import type { NewsItem, NewsList } from "../../../app/contract/news";
import type { VacancyList } from "../../../app/contract/vacancies";
import type { UpstreamContext } from "../context";
import { createBannerStore } from "../editorial/banners";
import { createNewsStore } from "../editorial/news";
import { createVacancyStore } from "../editorial/vacancies";
import { HttpError, sendData } from "../http/envelope";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";

const BannersQuerySchema = z.object({ place: z.string().max(32).default("home") });
const NewsQuerySchema = z.object({ page: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) });
const VacanciesQuerySchema = z.object({ city: z.string().max(64).optional() });

/** GET /api/content/banners, /api/content/news, /api/content/news/{id}, /api/content/vacancies (unknown city → 404). */
export function contentRoutes({ db, publicUrl }: UpstreamContext): Router {
  const banners = createBannerStore(db, publicUrl);
  const news = createNewsStore(db, publicUrl);
  const vacancies = createVacancyStore(db);

  return Router()
    .get("/api/content/banners", (req, res) => {
      const items: Banner[] = banners.list(parseInput(BannersQuerySchema, req.query).place);
      sendData(res, { items });
    })
    .get("/api/content/news", (req, res) => {
      const { page, pageSize } = parseInput(NewsQuerySchema, req.query);
      const data: NewsList = news.page(page, pageSize);
      sendData(res, data);
    })
    .get("/api/content/news/:id(\\d{1,9})", (req, res) => {
      const data: NewsItem | null = news.item(Number(req.params.id));
      if (!data) throw HttpError.of(404, "Новость не найдена", { code: "news_not_found" });
      sendData(res, data);
    })
    .get("/api/content/vacancies", (req, res) => {
      const { city } = parseInput(VacanciesQuerySchema, req.query);
      const data: VacancyList | null = vacancies(city?.toLowerCase() || null);
      if (!data) throw HttpError.of(404, "Город не найден", { code: "city_not_found" });
      sendData(res, data);
    });
}
