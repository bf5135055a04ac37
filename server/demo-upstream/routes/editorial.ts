import { Router, type Response } from "express";
import { z } from "zod";
import type { FranchiseApplication, VacancyResponse } from "../../../app/contract/applications";
import { countOf, WORDS } from "../plural";
import type { UpstreamContext } from "../context";
import { createApplicationStore } from "../editorial/applications";
import { createNewsStore } from "../editorial/news";
import { createPageStore } from "../editorial/pages";
import { renderEditorialPicture, type PictureSpec } from "../editorial/pictures";
import { HttpError, sendData } from "../http/envelope";
import { EmailSchema, PhoneSchema } from "../http/fields";
import { parseInput } from "../http/validation";

const PAGE_CODE = ":code([a-z0-9_-]{1,64})";
const CONSENT_MESSAGE = "Нужно согласие на обработку персональных данных";

const text = (max: number, missing: string) =>
  z
    .string({ required_error: missing, invalid_type_error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`);

/** What both forms ask: who writes and how to reach them, an optional message, and the consent to keep their data. */
const ContactSchema = z.object({
  name: text(100, "Укажите имя"),
  phone: PhoneSchema,
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .max(2000, `Не длиннее ${countOf(2000, WORDS.charactersGenitive)}`)
    .default(""),
  consent: z.literal(true, { errorMap: () => ({ message: CONSENT_MESSAGE }) }),
});

const FranchiseApplicationSchema = ContactSchema.extend({
  city: text(100, "Укажите город"),
  format: text(32, "Выберите формат магазина"),
}) satisfies z.ZodType<FranchiseApplication, z.ZodTypeDef, unknown>;

const VacancyResponseSchema = ContactSchema satisfies z.ZodType<VacancyResponse, z.ZodTypeDef, unknown>;

const IMMUTABLE = "public, max-age=31536000, immutable";
const notFound = () => HttpError.of(404, "Файл не найден", { code: "media_not_found" });

function sendPicture(res: Response, spec: PictureSpec | null | undefined): void {
  if (!spec) throw notFound();
  res
    .set({
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    })
    .send(renderEditorialPicture(spec));
}

/**
 * Editorial pages (`GET /api/content/pages/{code}`), franchising (`GET` and `POST /api/content/franchising`), responses
 * to vacancies (`POST /api/content/vacancies/{id}/responses`), and the pictures of pages and news.
 */
export function editorialRoutes({ db, publicUrl }: UpstreamContext): Router {
  const pages = createPageStore(db, publicUrl);
  const applications = createApplicationStore(db);
  const news = createNewsStore(db, publicUrl);

  return Router()
    .get(`/api/content/pages/${PAGE_CODE}`, (req, res) => {
      const page = pages.page(req.params.code);
      if (!page) throw HttpError.of(404, "Страница не найдена", { code: "page_not_found" });
      sendData(res, page);
    })
    .get("/api/content/franchising", (_req, res) => {
      sendData(res, { formats: applications.formats() });
    })
    .post("/api/content/franchising", (req, res) => {
      const id = applications.applyForFranchise(parseInput(FranchiseApplicationSchema, req.body));
      sendData(res, { id }, { status: 201 });
    })
    .post("/api/content/vacancies/:id(\\d{1,9})/responses", (req, res) => {
      const response = parseInput(VacancyResponseSchema, req.body);
      const id = applications.respondToVacancy(Number(req.params.id), response);
      sendData(res, { id }, { status: 201 });
    })
    .get(`/images/pages/${PAGE_CODE}.svg`, (req, res) => sendPicture(res, pages.picture(req.params.code)))
    .get("/images/news/:id(\\d{1,9}).svg", (req, res) => sendPicture(res, news.picture(Number(req.params.id))));
}
