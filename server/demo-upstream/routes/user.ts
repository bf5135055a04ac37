import { Router } from "express";
import { z } from "zod";
import type { Ok } from "../../../app/contract/auth";
import { GUEST, type Notice, type User } from "../../../app/contract/user";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { PhoneSchema, birthdaySchema } from "../http/fields";
import type { Session } from "../http/sessions";
import { parseInput } from "../http/validation";

const name = (label: string) =>
  z
    .string({ invalid_type_error: `Укажите ${label}` })
    .trim()
    .min(1, `Укажите ${label}`)
    .max(60, "Не длиннее 60 символов");

/** PATCH /user body: every field optional; the birth date travels as `birthday`. */
const ProfilePatchSchema = z.object({
  firstName: name("имя").optional(),
  lastName: name("фамилию").optional(),
  email: z
    .string({ invalid_type_error: "Введите корректный email" })
    .trim()
    .max(254, "Введите корректный email")
    .email("Введите корректный email")
    .transform((email) => email.toLowerCase())
    .optional(),
  phone: PhoneSchema.optional(),
  birthday: birthdaySchema().optional(),
  agreement: z.boolean({ invalid_type_error: "Ожидается true или false" }).optional(),
});

/**
 * GET /api/user — the token's user, or the guest user (id 0); GET /api/user/notice — the user's notices;
 * PATCH /user — edits the profile of the logged-in user (401 otherwise; a new phone goes through user-phone.ts); DELETE /api/user — deletes their data.
 */
export function userRoutes({ sessions, users, erasure, log }: UpstreamContext): Router {
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
    })
    .patch("/user", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { birthday, phone, ...changes } = parseInput(ProfilePatchSchema, req.body);
      // A new number is confirmed by a code (POST /user/phone); the current one may ride along unchanged.
      if (phone !== undefined && phone !== users.find(userId)?.phone) {
        throw HttpError.of(400, "Новый номер подтверждается кодом из SMS", {
          code: "phone_change_requires_code",
          field: "phone",
        });
      }
      sendData(res, users.update(userId, { ...changes, birthDay: birthday }), {
        messages: [{ message: "Данные профиля сохранены" }],
      });
    })
    .delete("/api/user", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { cancelledOrders } = erasure.erase(userId);
      log({ level: "info", msg: "user data deleted", userId, cancelledOrders });
      const data: Ok = { ok: true };
      sendData(res, data, { messages: [{ message: "Личные данные удалены" }] });
    });
}
