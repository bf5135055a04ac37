import type { Upstream } from "./client.server";
import { SuiteDetailSchema, SuiteListSchema } from "~/contract/suites";

/** `GET /api/catalog/suites?page=&pageSize=`: a page of looks, newest first. */
export const getSuites = (api: Upstream, page: number, pageSize: number) =>
  api.get("/api/catalog/suites", SuiteListSchema, { query: { page, pageSize }, silent: true });

/** `GET /api/catalog/suites/{code}`: one look with its pictures and products; an unknown code is a 404. */
export const getSuite = (api: Upstream, code: string) =>
  api.get(`/api/catalog/suites/${encodeURIComponent(code)}`, SuiteDetailSchema, { silent: true });
