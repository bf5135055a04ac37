import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import type { Request } from "express";
import { nowSeconds } from "../format";
import { HttpError } from "./envelope";

/** Whose basket and wishlist a request acts on. */
export type Owner = { kind: "user"; id: number } | { kind: "guest"; id: number };
export type Session = { token: string; owner: Owner };

/** As long as the storefront's token cookie lives (7 days, spec §9): a token outlives no cookie. */
export const TOKEN_TTL_SECONDS = 7 * 86_400;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

/** The table column that holds an owner of the given kind (basket_items, wishlist_items, tokens). */
export function ownerColumn(owner: Owner): "user_id" | "guest_id" {
  return owner.kind === "user" ? "user_id" : "guest_id";
}

/** `Authorization: Bearer <token>` → the token, or null when the header is absent or malformed. */
function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  return match && TOKEN_FORMAT.test(match[1]) ? match[1] : null;
}

export function createSessionStore(db: Database.Database) {
  const findToken = db.prepare<[string, number], { user_id: number | null; guest_id: number | null }>(
    "SELECT user_id, guest_id FROM tokens WHERE token = ? AND expires_at > ?",
  );
  const insertToken = db.prepare(
    "INSERT INTO tokens (token, user_id, guest_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const deleteToken = db.prepare("DELETE FROM tokens WHERE token = ?");
  const insertGuest = db.prepare("INSERT INTO guest_sessions (created_at) VALUES (?)");
  const deleteOtherTokens = db.prepare<[number, string]>("DELETE FROM tokens WHERE user_id = ? AND token <> ?");

  const issue = (userId: number | null, guestId: number | null): string => {
    const token = randomBytes(32).toString("base64url");
    const now = nowSeconds();
    insertToken.run(token, userId, guestId, now, now + TOKEN_TTL_SECONDS);
    return token;
  };

  /** The request's session; unknown, expired or malformed tokens count as no token. */
  const fromRequest = (req: Request): Session | null => {
    const token = bearerToken(req);
    if (!token) return null;
    const row = findToken.get(token, nowSeconds());
    if (!row) return null;
    return {
      token,
      owner: row.user_id !== null ? { kind: "user", id: row.user_id } : { kind: "guest", id: row.guest_id! },
    };
  };

  /** The session of a logged-in user, or a 401. */
  const requireUser = (req: Request): { token: string; userId: number } => {
    const session = fromRequest(req);
    if (session?.owner.kind !== "user") {
      throw HttpError.of(401, "Требуется авторизация. Войдите по номеру телефона", { code: "unauthorized" });
    }
    return { token: session.token, userId: session.owner.id };
  };

  /** The session of a user or a guest (basket, wishlist, product requests), or a 401. */
  const requireSession = (req: Request): Session => {
    const session = fromRequest(req);
    if (!session) throw HttpError.of(401, "Требуется авторизация", { code: "unauthorized" });
    return session;
  };

  return {
    fromRequest,
    requireUser,
    requireSession,
    issueForUser: (userId: number): string => issue(userId, null),
    issueForNewGuest: (): string => issue(null, Number(insertGuest.run(nowSeconds()).lastInsertRowid)),
    revoke: (token: string): void => {
      deleteToken.run(token);
    },
    /** Ends every session of the user but this one (after a phone change). */
    revokeOthers: (userId: number, keep: string): number => deleteOtherTokens.run(userId, keep).changes,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
