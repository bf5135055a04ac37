import type { Upstream } from "./client.server";
import { TokenSchema } from "./schemas/user";

/** A guest session token, asked for only when a shopper first does something that needs one (DESIGN.md). */
export const createGuestToken = (api: Upstream) => api.post("/api/auth/guest", TokenSchema).then((r) => r.token);
