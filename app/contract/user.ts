import { z } from "zod";
import { text } from "./tolerant";

export type User = {
  /** 0 means not logged in. */
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDay: string;
  agreement: boolean;
};

/**
 * The user of `GET /api/user`, `PATCH /user` (spec §7: id, firstName, lastName, email, phone, birthDay) and the phone
 * change. Only the id is required (0: a guest); without `name` it is the first and last name; without `agreement`, true
 * (spec §3 default).
 */
export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullish(),
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    birthDay: text,
    agreement: z.boolean().nullish(),
  })
  .transform(({ name, agreement, ...user }): User => ({
    ...user,
    name: name || [user.firstName, user.lastName].filter(Boolean).join(" "),
    agreement: agreement ?? true,
  }));

export const GUEST: User = {
  id: 0,
  name: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  birthDay: "",
  agreement: true,
};

/** `GET /api/user` (spec §7 "returns the user object"): no user at all is a guest (spec §4: "no result sets id to 0"). */
export const CurrentUserSchema = UserSchema.nullish().transform((user) => user ?? GUEST);

const NOTICE_TYPES = ["info", "order", "promo"] as const;

/**
 * A notice of `GET /api/user/notice` (its entries are ours: the spec shows a list only). Its id and title are required;
 * an unknown type is shown as a message, a missing text or date as none.
 */
export const NoticeSchema = z.object({
  id: z.number().int(),
  type: z
    .string()
    .nullish()
    .transform((type): (typeof NOTICE_TYPES)[number] =>
      NOTICE_TYPES.includes(type as (typeof NOTICE_TYPES)[number]) ? (type as (typeof NOTICE_TYPES)[number]) : "info",
    ),
  title: z.string(),
  text,
  link: z
    .string()
    .nullish()
    .transform((link) => link || null),
  createdAt: text,
});
export type Notice = z.infer<typeof NoticeSchema>;
/** Spec §7: a list, empty by default. */
export const NoticeListSchema = z
  .array(NoticeSchema)
  .nullish()
  .transform((list) => list ?? []);

export const TokenSchema = z.object({ token: z.string().min(16) });
