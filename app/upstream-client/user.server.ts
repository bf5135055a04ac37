import type { Upstream } from "./client.server";
import { CurrentUserSchema, GUEST, NoticeListSchema } from "~/contract/user";

/** Without a token there is nobody to load: a guest, with no upstream call. */
export const getUser = (api: Upstream) =>
  api.token ? api.get("/api/user", CurrentUserSchema, { silent: true }) : Promise.resolve(GUEST);

/** Spec §7: silent, lazy, client only — read for the browser's own request (`/shopper/`), never for a page. */
export const getNotices = (api: Upstream) =>
  api.token ? api.get("/api/user/notice", NoticeListSchema, { silent: true }) : Promise.resolve([]);
