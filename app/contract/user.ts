import { z } from "zod";

export const UserSchema = z.object({
  /** 0 means not logged in. */
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDay: z.string(),
  agreement: z.boolean().default(true),
});
export type User = z.infer<typeof UserSchema>;

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

export const NoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(["info", "order", "promo"]),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticeListSchema = z.array(NoticeSchema);

export const TokenSchema = z.object({ token: z.string().min(16) });
