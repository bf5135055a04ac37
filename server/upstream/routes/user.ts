import { Router } from "express";
import { GUEST, type Notice, type User } from "../../../app/upstream/schemas/user";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import type { Session } from "../http/sessions";

/** GET /api/user — the token's user, or the guest user (id 0); GET /api/user/notice — the user's notices. */
export function userRoutes({ sessions, users }: UpstreamContext): Router {
  const currentUser = (session: Session | null): User | undefined =>
    session?.owner.kind === "user" ? users.find(session.owner.id) : undefined;

  return Router()
    .get("/api/user", (req, res) => {
      sendData(res, currentUser(sessions.fromRequest(req)) ?? GUEST);
    })
    .get("/api/user/notice", (req, res) => {
      const user = currentUser(sessions.fromRequest(req));
      const data: Notice[] = user ? users.notices(user.id) : [];
      sendData(res, data);
    });
}
