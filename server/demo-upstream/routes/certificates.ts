import { Router } from "express";
import { z } from "zod";
import type { Certificate } from "../../../app/contract/account";
import { normaliseCertificateNumber } from "../account/certificates";
import { RateLimited } from "../http/rate-limited";
import type { UpstreamContext } from "../context";
import { requestClient } from "../http/client-address";
import { HttpError, sendData } from "../http/envelope";
import { queryEnum } from "../http/query";
import { parseInput } from "../http/validation";

const NumberSchema = (message: string) =>
  z
    .string({ required_error: "Введите номер сертификата", invalid_type_error: message })
    .max(40, message)
    .transform((value, context) => {
      const number = normaliseCertificateNumber(value);
      if (number === null) {
        context.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return number;
    });

const ListQuerySchema = z.object({ state: queryEnum(["active", "completed"] as const, "active") });
const NumberParamsSchema = z.object({ number: NumberSchema("Неверный номер сертификата") });
const ActivateSchema = z.object({
  number: NumberSchema("Номер сертификата — 16 цифр"),
  code: z
    .string({ required_error: "Введите код сертификата", invalid_type_error: "Код сертификата — 8 цифр" })
    .trim()
    .regex(/^\d{8}$/, "Код сертификата — 8 цифр"),
});

/**
 * GET /api/user/certificates?state=, GET /api/user/certificates/{number}, GET …/{number}/history and
 * POST /api/user/certificates/activate; a user token is required.
 */
export function certificateRoutes({ sessions, certificates, log }: UpstreamContext): Router {
  return Router()
    .get("/api/user/certificates", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { state } = parseInput(ListQuerySchema, req.query);
      const data: { items: Certificate[] } = { items: certificates.list(userId, state) };
      sendData(res, data);
    })
    .post("/api/user/certificates/activate", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { number, code } = parseInput(ActivateSchema, req.body);
      try {
        const data: Certificate = certificates.activate({ userId, client: requestClient(req) }, number, code);
        log({ level: "info", msg: "certificate activated", userId, number });
        sendData(res, data, { messages: [{ message: "Сертификат активирован" }] });
      } catch (error) {
        if (error instanceof RateLimited) res.set("Retry-After", String(error.retryAfter));
        if (error instanceof HttpError && error.status === 400)
          log({ level: "info", msg: "wrong certificate code", userId });
        throw error;
      }
    })
    .get("/api/user/certificates/:number", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Certificate = certificates.one(userId, parseInput(NumberParamsSchema, req.params).number);
      sendData(res, data);
    })
    .get("/api/user/certificates/:number/history", (req, res) => {
      const { userId } = sessions.requireUser(req);
      sendData(res, certificates.history(userId, parseInput(NumberParamsSchema, req.params).number));
    });
}
