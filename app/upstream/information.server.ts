import type { Upstream } from "./client.server";
import { InformationListSchema, InformationPageSchema } from "./schemas/information";

/** Every information page, for the sidebar and the index. */
export const getInformationList = (api: Upstream) => api.get("/api/content/information", InformationListSchema, { silent: true });

/** One page by its code (`delivery`, `delivery/pickup`); an unknown code is a 404. */
export const getInformationPage = (api: Upstream, code: string) =>
  api.get(`/api/content/information/${code}`, InformationPageSchema, { silent: true });
