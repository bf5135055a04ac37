import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import {
  ApplicationAcceptedSchema,
  FranchisingSchema,
  type FranchiseApplication,
  type VacancyResponse,
} from "~/contract/applications";
import { NewsItemSchema, NewsListSchema } from "~/contract/news";
import { EditorialPageSchema } from "~/contract/pages";
import { VacancyListSchema } from "~/contract/vacancies";

/** News per page of `/about/news/`. */
const NEWS_PAGE_SIZE = 10;

/**
 * The store's own texts and what visitors send from them (docs/upstream-api.md, "Editorial pages"): pages, news,
 * vacancies, franchising.
 */
export const getPage = (api: Upstream, code: string) =>
  api.reference(`/api/content/pages/${encodeURIComponent(code)}`, EditorialPageSchema, REFERENCE.contentPage);

export const getNews = (api: Upstream, page: number, pageSize = NEWS_PAGE_SIZE) =>
  api.get("/api/content/news", NewsListSchema, { query: { page, pageSize } });

export const getNewsItem = (api: Upstream, id: number) => api.get(`/api/content/news/${id}`, NewsItemSchema);

export const getVacancies = (api: Upstream, city: string | null) =>
  api.get("/api/content/vacancies", VacancyListSchema, { query: { city } });

export const getFranchising = (api: Upstream) =>
  api.reference("/api/content/franchising", FranchisingSchema, REFERENCE.contentPage);

export const applyForFranchise = (api: Upstream, application: FranchiseApplication) =>
  api.post("/api/content/franchising", ApplicationAcceptedSchema, { body: application });

export const respondToVacancy = (api: Upstream, vacancyId: number, response: VacancyResponse) =>
  api.post(`/api/content/vacancies/${vacancyId}/responses`, ApplicationAcceptedSchema, { body: response });
