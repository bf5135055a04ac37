/**
 * A message for the shopper. Most go to the toast list; one with a `target` belongs to a form instead (e.g.
 * `basket-add-52`: that product's buy form, `field`: next to which field), so a field error survives a redirect (PRG)
 * and is shown where the shopper acted. The toast list skips targeted ones. (The flash cookie's schema checks the
 * ones that come back from the browser: `flash.server.ts`.)
 */
export const TOAST_TYPES = ["info", "error", "success"] as const;
export type Toast = {
  id: string;
  type: (typeof TOAST_TYPES)[number];
  message: string;
  target?: string;
  field?: string;
};

let sequence = 0;

export function makeToast(type: Toast["type"], message: string, at?: { target: string; field?: string }): Toast {
  sequence = (sequence + 1) % 1_000_000;
  return {
    id: `${Date.now().toString(36)}-${sequence}`,
    type,
    message,
    ...(at && { target: at.target, ...(at.field && { field: at.field }) }),
  };
}

const isText = (value: unknown) => typeof value === "string";
const isOptionalText = (value: unknown) => value === undefined || isText(value);

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const { id, type, message, target, field } = value as Record<string, unknown>;
  return (
    isText(id) &&
    (TOAST_TYPES as readonly unknown[]).includes(type) &&
    isText(message) &&
    isOptionalText(target) &&
    isOptionalText(field)
  );
}

/**
 * Reads toasts out of any loader/action data object that carries a `toasts` list: the server's own answers, read in
 * the browser with a few checks rather than a schema library.
 */
export function toastsOf(data: unknown): Toast[] {
  if (!data || typeof data !== "object" || !("toasts" in data) || !Array.isArray(data.toasts)) return [];
  return data.toasts.filter(isToast);
}

/** The messages addressed to one form (`target`), by field (`form` for a message without a field). */
export function targetedMessages(data: unknown, target: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const toast of toastsOf(data)) if (toast.target === target) messages[toast.field ?? "form"] ??= toast.message;
  return messages;
}
