import type { ZodError } from "zod";

/**
 * What an account form's action answers when it does not redirect: messages per field (shown next to the
 * fields), a message for the whole form, and the values as typed (so a page rendered without JavaScript keeps them).
 */
export type FormReply<F extends string = string> = {
  intent?: string;
  fieldErrors?: Partial<Record<F, string>>;
  formError?: string;
  values?: Partial<Record<F, string>>;
};

/** The first message of each field; an issue about no known field becomes the form's message. */
export function fieldErrorsOf<F extends string>(error: ZodError, fields: readonly F[]): { fieldErrors: Partial<Record<F, string>>; formError?: string } {
  const fieldErrors: Partial<Record<F, string>> = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (fields.includes(field)) fieldErrors[field] ??= issue.message;
    else formError ??= "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз.";
  }
  return { fieldErrors, formError };
}

/** Longest value echoed back: enough for every field, and a bound on what a bad request can make us send. */
const MAX_ECHO = 1000;

/** The submitted text values of these fields (files and unknown fields are left out). */
export function pickValues<F extends string>(form: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, MAX_ECHO);
  }
  return values;
}

/** Form fields as a plain object for zod: only the first value of each name, text only. */
export function formObject(form: FormData): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in object)) object[name] = value;
  return object;
}

/** `aria-describedby` for a control with an optional hint and an optional error. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
