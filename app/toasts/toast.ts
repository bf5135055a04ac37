import { z } from "zod";

export const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["info", "error", "success"]),
  message: z.string().max(500),
});
export type Toast = z.infer<typeof ToastSchema>;

let sequence = 0;

export function makeToast(type: Toast["type"], message: string): Toast {
  sequence = (sequence + 1) % 1_000_000;
  return { id: `${Date.now().toString(36)}-${sequence}`, type, message };
}

/** Reads toasts out of any loader/action data object that carries a `toasts` list. */
export function toastsOf(data: unknown): Toast[] {
  if (!data || typeof data !== "object" || !("toasts" in data)) return [];
  const parsed = z.array(ToastSchema).safeParse((data as { toasts: unknown }).toasts);
  return parsed.success ? parsed.data : [];
}
