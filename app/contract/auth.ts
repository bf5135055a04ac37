import { z } from "zod";

/** POST /api/auth/code: the normalised phone and the seconds before another code may be requested. */
export const AuthCodeSchema = z.object({ phone: z.string(), retryAfter: z.number().int() });
export type AuthCode = z.infer<typeof AuthCodeSchema>;

/** POST /api/auth/logout and GET /api/health. */
export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;
