import { Router, type Response } from "express";
import { z } from "zod";
import type { AuthCode, Ok } from "../../../app/contract/auth";
import { DEMO_CODE } from "../account/one-time-codes";
import type { UpstreamContext } from "../context";
import { requestClient } from "../http/client-address";
import { sendData } from "../http/envelope";
import { PhoneSchema } from "../http/fields";
import { RateLimited } from "../http/rate-limited";
import { parseInput } from "../http/validation";

const CodeRequestSchema = z.object({ phone: PhoneSchema });
export const CodeSchema = z
  .string({ required_error: "Введите код из SMS", invalid_type_error: "Введите код из SMS" })
  .regex(/^\d{6}$/, "Код состоит из 6 цифр");
const LoginSchema = z.object({ phone: PhoneSchema, code: CodeSchema });

/** Runs a step that may be rate limited, sending the wait as Retry-After. */
export function withRetryAfter<T>(res: Response, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof RateLimited) res.set("Retry-After", String(error.retryAfter));
    throw error;
  }
}

/**
 * POST /api/auth/code, /api/auth/login, /api/auth/guest, /api/auth/logout — phone login by a one-time code
 * (account/one-time-codes.ts: requested first, used once, 5 minutes, 5 tries; sends spaced per phone and budgeted per
 * client, X-Client-Address) and guest sessions.
 */
export function authRoutes({ sessions, users, carts, codes, demoCodes, log }: UpstreamContext): Router {
  return Router()
    .post("/api/auth/code", (req, res) => {
      const { phone } = parseInput(CodeRequestSchema, req.body);
      const { retryAfter } = withRetryAfter(res, () => codes.send({ kind: "login", phone }, requestClient(req)));
      const data: AuthCode = { phone, retryAfter };
      sendData(res, data, {
        messages: demoCodes ? [{ message: `Демо-режим: SMS не отправляется, введите код ${DEMO_CODE}` }] : [],
      });
    })
    .post("/api/auth/login", (req, res) => {
      const { phone, code } = parseInput(LoginSchema, req.body);
      codes.redeem({ kind: "login", phone }, code);
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
