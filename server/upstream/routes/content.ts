import { Router } from "express";
import { z } from "zod";
import type { Banner } from "../../../app/contract/content";
import type { NewsItem, NewsList } from "../../../app/contract/news";
import type { Vacancy, VacancyCity, VacancyList } from "../../../app/contract/vacancies";
import type { UpstreamContext } from "../context";
import { EDITORIAL_PICTURE_SIZE, newsPictureUrl } from "../editorial/pictures";
import { isoDate } from "../format";
import { HttpError, sendData } from "../http/envelope";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";
import { bannerImageUrl } from "../media/urls";
import { HR_EMAIL } from "../seed/pages/vacancy";

type BannerRow = { id: number; title: string; subtitle: string; link: string; alt: string };
type NewsRow = { id: number; title: string; announce: string; body: string; published_at: number };
type NewsItemRow = NewsRow & { picture_alt: string | null };
type VacancyRow = Omit<Vacancy, "city"> & { city_code: string; city_name: string };

const BannersQuerySchema = z.object({ place: z.string().max(32).default("home") });
const NewsQuerySchema = z.object({ page: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) });
const VacanciesQuerySchema = z.object({ city: z.string().max(64).optional() });

/** GET /api/content/banners, /api/content/news, /api/content/news/{id}, /api/content/vacancies (unknown city → 404). */
export function contentRoutes({ db, publicUrl }: UpstreamContext): Router {
  const banners = db.prepare<[string], BannerRow>(
    "SELECT id, title, subtitle, link, alt FROM banners WHERE place = ? ORDER BY sort",
  );
  const newsPage = db.prepare<[number, number], NewsRow>(
    "SELECT * FROM news ORDER BY published_at DESC, id LIMIT ? OFFSET ?",
  );
  const newsCount = db.prepare<[], number>("SELECT COUNT(*) FROM news").pluck();
  const newsItem = db.prepare<[number], NewsItemRow>(
    "SELECT n.*, p.alt AS picture_alt FROM news n LEFT JOIN news_pictures p ON p.news_id = n.id WHERE n.id = ?",
  );
  const vacancies = db.prepare<{ city: string | null }, VacancyRow>(
    `SELECT v.id, v.title, v.department, v.schedule, v.salary, v.description, c.code AS city_code, c.name AS city_name
     FROM vacancies v JOIN cities c ON c.id = v.city_id
     WHERE @city IS NULL OR c.code = @city ORDER BY c.sort, v.id`,
  );
  const vacancyCities = db.prepare<[], VacancyCity>(
    `SELECT c.code, c.name, COUNT(v.id) AS count FROM cities c LEFT JOIN vacancies v ON v.city_id = c.id GROUP BY c.id ORDER BY c.sort`,
  );

  return Router()
    .get("/api/content/banners", (req, res) => {
      const { place } = parseInput(BannersQuerySchema, req.query);
      const items: Banner[] = banners.all(place).map((row) => ({
        ...row,
        image: {
          desktop: bannerImageUrl(publicUrl, row.id, "desktop"),
          mobile: bannerImageUrl(publicUrl, row.id, "mobile"),
        },
      }));
      sendData(res, { items });
    })
    .get("/api/content/news", (req, res) => {
      const { page, pageSize } = parseInput(NewsQuerySchema, req.query);
      const total = newsCount.get()!;
      const data: NewsList = {
        items: newsPage.all(pageSize, (page - 1) * pageSize).map(({ id, title, announce, published_at }) => ({
          id,
          title,
          announce,
          publishedAt: isoDate(published_at),
        })),
        pagination: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
      sendData(res, data);
    })
    .get("/api/content/news/:id(\\d{1,9})", (req, res) => {
      const row = newsItem.get(Number(req.params.id));
      if (!row) throw HttpError.of(404, "Новость не найдена", { code: "news_not_found" });
      const data: NewsItem = {
        id: row.id,
        title: row.title,
        announce: row.announce,
        body: row.body,
        publishedAt: isoDate(row.published_at),
        image:
          row.picture_alt === null
            ? null
            : { src: newsPictureUrl(publicUrl, row.id), alt: row.picture_alt, ...EDITORIAL_PICTURE_SIZE },
      };
      sendData(res, data);
    })
    .get("/api/content/vacancies", (req, res) => {
      const { city } = parseInput(VacanciesQuerySchema, req.query);
      const code = city?.toLowerCase() || null;
      const cities = vacancyCities.all();
      if (code !== null && !cities.some((known) => known.code === code))
        throw HttpError.of(404, "Город не найден", { code: "city_not_found" });
      const items: Vacancy[] = vacancies.all({ city: code }).map(({ city_code, city_name, ...vacancy }) => ({
        ...vacancy,
        city: { code: city_code, name: city_name },
      }));
      const data: VacancyList = { items, cities, hrEmail: HR_EMAIL };
      sendData(res, data);
    });
}
