import { Router } from "express";
import { z } from "zod";
import type { AuthCode } from "../../../app/contract/auth";
import type { User } from "../../../app/contract/user";
import { DEMO_CODE } from "../account/one-time-codes";
import type { UpstreamContext } from "../context";
import { requestClient } from "../http/client-address";
import { HttpError, sendData } from "../http/envelope";
import { PhoneSchema } from "../http/fields";
import { parseInput } from "../http/validation";
import { CodeSchema, withRetryAfter } from "./auth";

const PhoneRequestSchema = z.object({ phone: PhoneSchema });
const PhoneConfirmSchema = z.object({ phone: PhoneSchema, code: CodeSchema });

/**
 * A confirmed phone change: `POST /user/phone` sends a code to the new number, `POST /user/phone/confirm` checks it,
 * gives the user the number and ends the user's other sessions. A number that belongs to another user gets the same
 * answers and no code (its confirmation fails like a wrong code): nothing tells a taken number from a free one.
 */
export function userPhoneRoutes({ sessions, users, codes, demoCodes, log }: UpstreamContext): Router {
  return Router()
    .post("/user/phone", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { phone } = parseInput(PhoneRequestSchema, req.body);
      if (users.find(userId)?.phone === phone)
        throw HttpError.of(400, "Это ваш текущий номер", { code: "phone_unchanged", field: "phone" });
      const deliver = !users.phoneTaken(phone);
      const { retryAfter } = withRetryAfter(res, () =>
        codes.send({ kind: "phone", userId, phone }, requestClient(req), { deliver }),
      );
      const data: AuthCode = { phone, retryAfter };
      sendData(res, data, {
        messages: demoCodes ? [{ message: `Демо-режим: SMS не отправляется, введите код ${DEMO_CODE}` }] : [],
      });
    })
    .post("/user/phone/confirm", (req, res) => {
      const { token, userId } = sessions.requireUser(req);
      const { phone, code } = parseInput(PhoneConfirmSchema, req.body);
      codes.redeem({ kind: "phone", userId, phone }, code);
      // Taken since the code was sent: refused like a wrong code.
      if (!users.changePhone(userId, phone))
        throw HttpError.of(400, "Неверный код", { code: "invalid_code", field: "code" });
      const ended = sessions.revokeOthers(userId, token);
      log({ level: "info", msg: "phone changed", userId, otherSessionsEnded: ended });
      const data: User = users.find(userId)!;
      sendData(res, data, { messages: [{ message: "Номер телефона изменён" }] });
    });
}
