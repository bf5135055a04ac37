import type { Upstream } from "./client.server";
import { REFERENCE } from "./reference-cache.server";
import { InformationListSchema, InformationPageSchema } from "~/contract/information";

/** Every information page, for the sidebar and the index. */
export const getInformationList = (api: Upstream) =>
  api.reference("/api/content/information", InformationListSchema, REFERENCE.information, { silent: true });

/** One page by its code (`delivery`, `delivery/pickup`); an unknown code is a 404. */
export const getInformationPage = (api: Upstream, code: string) =>
  api.reference(`/api/content/information/${code}`, InformationPageSchema, REFERENCE.information, { silent: true });
