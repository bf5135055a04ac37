import { z } from "zod";

/**
 * A message for the shopper. Most go to the toast list; one with a `target` belongs to a form instead (e.g.
 * `basket-add-52`: that product's buy form, `field`: next to which field), so a field error survives a redirect (PRG)
 * and is shown where the shopper acted. The toast list skips targeted ones.
 */
export const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["info", "error", "success"]),
  message: z.string().max(500),
  target: z.string().max(64).optional(),
  field: z.string().max(32).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

let sequence = 0;

export function makeToast(type: Toast["type"], message: string, at?: { target: string; field?: string }): Toast {
  sequence = (sequence + 1) % 1_000_000;
  return { id: `${Date.now().toString(36)}-${sequence}`, type, message, ...(at && { target: at.target, ...(at.field && { field: at.field }) }) };
}

/** Reads toasts out of any loader/action data object that carries a `toasts` list. */
export function toastsOf(data: unknown): Toast[] {
  if (!data || typeof data !== "object" || !("toasts" in data)) return [];
  const parsed = z.array(ToastSchema).safeParse((data as { toasts: unknown }).toasts);
  return parsed.success ? parsed.data : [];
}

/** The messages addressed to one form (`target`), by field (`form` for a message without a field). */
export function targetedMessages(data: unknown, target: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const toast of toastsOf(data)) if (toast.target === target) messages[toast.field ?? "form"] ??= toast.message;
  return messages;
}
