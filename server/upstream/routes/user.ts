import { Router } from "express";
import { z } from "zod";
import { GUEST, type Notice, type User } from "../../../app/upstream/schemas/user";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import type { Session } from "../http/sessions";
import { parseInput } from "../http/validation";

/** ДД.ММ.ГГГГ, a real calendar date between 1900 and today. */
const BirthdaySchema = z
  .string()
  .regex(/^\d{2}\.\d{2}\.\d{4}$/, "Дата рождения в формате ДД.ММ.ГГГГ")
  .refine((value) => {
    const [day, month, year] = value.split(".").map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCDate() === day && date.getUTCMonth() === month - 1 && year >= 1900 && date.getTime() <= Date.now();
  }, "Неверная дата рождения");

const name = (label: string) => z.string().trim().min(1, `Укажите ${label}`).max(60, "Не длиннее 60 символов");

/** PATCH /user body: every field optional; the birth date travels as `birthday`. */
const ProfilePatchSchema = z.object({
  firstName: name("имя").optional(),
  lastName: name("фамилию").optional(),
  email: z.string().trim().max(254).email("Неверный адрес электронной почты").optional(),
  birthday: BirthdaySchema.optional(),
  agreement: z.boolean().optional(),
});

/**
 * GET /api/user — the token's user, or the guest user (id 0); GET /api/user/notice — the user's notices;
 * PATCH /user — edits the profile of the logged-in user (401 otherwise).
 */
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
    })
    .patch("/user", (req, res) => {
      const { userId } = sessions.requireUser(req);
      const { birthday, ...changes } = parseInput(ProfilePatchSchema, req.body);
      sendData(res, users.update(userId, { ...changes, birthDay: birthday }), { messages: [{ message: "Данные профиля сохранены" }] });
    });
}
