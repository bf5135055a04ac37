import type { Upstream } from "./client.server";
import { GUEST, NoticeListSchema, UserSchema } from "~/contract/user";

/** Without a token there is nobody to load: a guest, with no upstream call. */
export const getUser = (api: Upstream) =>
  api.token ? api.get("/api/user", UserSchema, { silent: true }) : Promise.resolve(GUEST);

export const getNotices = (api: Upstream) =>
  api.token ? api.get("/api/user/notice", NoticeListSchema, { silent: true }) : Promise.resolve([]);
