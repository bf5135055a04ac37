import { Router } from "express";
import { z } from "zod";
import type { Loyalty } from "../../../app/contract/account";
import { LOYALTY_MIN_AGE } from "../account/loyalty";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { EmailSchema, birthdaySchema } from "../http/fields";
import { queryInt } from "../http/query";
import { parseInput } from "../http/validation";

const name = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(60, "Не длиннее 60 символов");

const RegisterSchema = z.object({
  firstName: name("Укажите имя"),
  lastName: name("Укажите фамилию"),
  birthday: birthdaySchema(LOYALTY_MIN_AGE),
  email: EmailSchema,
  agreement: z.literal(true, { errorMap: () => ({ message: "Необходимо согласие с правилами программы" }) }),
});
/** The welcome bonuses (500: «бонусов») come once per phone and card, ever: a card registered again says why it has none. */
const registeredMessage = (welcomeBonuses: number): string =>
  welcomeBonuses > 0
    ? `Карта Love Card оформлена. Начислено ${welcomeBonuses} приветственных бонусов`
    : "Карта Love Card оформлена. Приветственные бонусы не начислены: на этот номер телефона их уже получали раньше";
const HistoryQuerySchema = z.object({ page: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) });

/** GET /api/user/loyalty, GET /api/user/loyalty/history, POST /api/user/loyalty/register; a user token is required. */
export function loyaltyRoutes({ sessions, loyalty }: UpstreamContext): Router {
  return Router()
    .get("/api/user/loyalty", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const data: Loyalty = loyalty.loyalty(userId);
      sendData(res, data);
    })
    .get("/api/user/loyalty/history", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { page, pageSize } = parseInput(HistoryQuerySchema, req.query);
      sendData(res, loyalty.history(userId, page, pageSize));
    })
    .post("/api/user/loyalty/register", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { agreement: _agreement, ...profile } = parseInput(RegisterSchema, req.body);
      const { loyalty: data, welcomeBonuses } = loyalty.register(userId, profile);
      sendData(res, data, { messages: [{ message: registeredMessage(welcomeBonuses) }] });
    });
}
