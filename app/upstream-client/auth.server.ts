import type { Upstream } from "./client.server";
import { AuthCodeSchema, OkSchema } from "~/contract/auth";
import { TokenSchema } from "~/contract/user";

/** A guest session token, asked for only when a shopper first does something that needs one (DESIGN.md). */
export const createGuestToken = (api: Upstream) => api.post("/api/auth/guest", TokenSchema).then((r) => r.token);

export const requestCode = (api: Upstream, phone: string) =>
  api.post("/api/auth/code", AuthCodeSchema, { body: { phone } });

/** The guest token (if any) rides along, so the guest's basket and wishlist move to the user. */
export const login = (api: Upstream, phone: string, code: string) =>
  api.post("/api/auth/login", TokenSchema, { body: { phone, code } }).then((r) => r.token);

export const logout = (api: Upstream) => api.post("/api/auth/logout", OkSchema, { silent: true });
