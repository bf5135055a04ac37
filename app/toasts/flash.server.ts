import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieSecrets } from "~/config.server";
import { TOAST_TYPES, type Toast } from "./toast";

/** Toasts that must survive a redirect (PRG) ride in this short-lived signed cookie. */
const flashCookie = createCookie("flash", {
  httpOnly: true,
  sameSite: "strict",
  secure: true,
  path: "/",
  maxAge: 60,
  secrets: cookieSecrets(),
});

/** A toast as it comes back in the flash cookie. */
export const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(TOAST_TYPES),
  message: z.string().max(500),
  target: z.string().max(64).optional(),
  field: z.string().max(32).optional(),
}) satisfies z.ZodType<Toast>;

const FlashValue = z.array(ToastSchema).max(10);

export async function readFlash(request: Request): Promise<{ toasts: Toast[]; present: boolean }> {
  const header = request.headers.get("Cookie");
  if (!header || !/(?:^|;\s*)flash=/.test(header)) return { toasts: [], present: false };
  try {
    const parsed = FlashValue.safeParse(await flashCookie.parse(header));
    return { toasts: parsed.success ? parsed.data : [], present: true };
  } catch {
    return { toasts: [], present: true };
  }
}

export const writeFlash = (toasts: readonly Toast[]) => flashCookie.serialize(toasts.slice(-10));
export const clearFlash = () => flashCookie.serialize([], { maxAge: 0 });
