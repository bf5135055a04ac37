import { Router } from "express";
import { z } from "zod";
import type { AuthCode, Ok } from "../../../app/upstream/schemas/auth";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { PhoneSchema } from "../http/fields";
import { parseInput } from "../http/validation";

/** The demo backend never sends SMS: this is the only code it accepts. */
const DEMO_CODE = "123456";
const CODE_INTERVAL_SECONDS = 30;

const CodeRequestSchema = z.object({ phone: PhoneSchema });
const LoginSchema = z.object({ phone: PhoneSchema, code: z.string().regex(/^\d{6}$/, "Код состоит из 6 цифр") });

/** POST /api/auth/code, /api/auth/login, /api/auth/guest, /api/auth/logout — demo phone login and guest sessions. */
export function authRoutes({ db, sessions, users, carts, log }: UpstreamContext): Router {
  const lastCode = db.prepare<[string], number>("SELECT sent_at FROM auth_codes WHERE phone = ?").pluck();
  const saveCode = db.prepare(
    "INSERT INTO auth_codes (phone, code, sent_at) VALUES (?, ?, ?) ON CONFLICT (phone) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at",
  );

  return Router()
    .post("/api/auth/code", (req, res) => {
      const { phone } = parseInput(CodeRequestSchema, req.body);
      const now = Date.now();
      const sentAt = lastCode.get(phone);
      const wait = sentAt === undefined ? 0 : Math.ceil((sentAt + CODE_INTERVAL_SECONDS * 1000 - now) / 1000);
      if (wait > 0) {
        res.set("Retry-After", String(wait));
        throw HttpError.of(429, `Повторно запросить код можно через ${wait} с`, { code: "rate_limited", field: "phone" });
      }
      saveCode.run(phone, DEMO_CODE, now);
      log({ level: "info", msg: "demo login code", phone, code: DEMO_CODE });
      const data: AuthCode = { phone, retryAfter: CODE_INTERVAL_SECONDS };
      sendData(res, data, { messages: [{ message: `Демо-режим: SMS не отправляется, введите код ${DEMO_CODE}` }] });
    })
    .post("/api/auth/login", (req, res) => {
      const { phone, code } = parseInput(LoginSchema, req.body);
      if (code !== DEMO_CODE) throw HttpError.of(400, "Неверный код", { code: "invalid_code", field: "code" });
      const user = users.findOrCreateByPhone(phone);
      const previous = sessions.fromRequest(req);
      if (previous?.owner.kind === "guest") carts.mergeGuestIntoUser(previous.owner.id, user.id);
      log({ level: "info", msg: "login", userId: user.id });
      sendData(res, { token: sessions.issueForUser(user.id) });
    })
    .post("/api/auth/guest", (_req, res) => {
      sendData(res, { token: sessions.issueForNewGuest() });
    })
    .post("/api/auth/logout", (req, res) => {
      const session = sessions.fromRequest(req);
      if (session) sessions.revoke(session.token);
      const data: Ok = { ok: true };
      sendData(res, data);
    });
}
