import type { ZodError } from "zod";

/** A posted form as actions read it (`readForm`): the first text value of each field, by name. */
export type PostedForm = Readonly<Record<string, string | undefined>>;

/** Messages (or values) by field name. */
export type ByField<F extends string> = Partial<Record<F, string>>;

/**
 * What a form's action answers when it does not redirect: messages per field (shown next to the fields), a
 * message for the whole form, and the values as typed (so a page rendered without JavaScript keeps them);
 * `intent` says which of a page's forms it answers.
 */
export type FormReply<F extends string = string> = {
  intent?: string;
  fieldErrors?: ByField<F>;
  formError?: string;
  values?: ByField<F>;
};

export type FormErrors<F extends string> = { fieldErrors: ByField<F>; formError?: string };

/** A post that is not the form's own (a tampered or outdated hidden field): nothing the shopper can fix there. */
export const BROKEN_FORM_MESSAGE = "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз.";

/**
 * The first message of each field. A check of the whole form (an issue with no path) becomes the form's
 * message; an issue about a field the form does not show becomes BROKEN_FORM_MESSAGE.
 */
export function fieldErrorsOf<F extends string>(error: ZodError, fields: readonly F[]): FormErrors<F> {
  const fieldErrors: ByField<F> = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (isField(name, fields)) fieldErrors[name] ??= issue.message;
    else formError ??= name === undefined ? issue.message : BROKEN_FORM_MESSAGE;
  }
  return { fieldErrors, formError };
}

/**
 * Upstream errors (`errors[{ message, field }]`) on the form: those about a shown field go next to it (`field`
 * may be dotted, its first segment counts), the first other one becomes the form's message; with none at
 * all, `fallback` is.
 */
export function upstreamErrorsOf<F extends string>(
  errors: ReadonlyArray<{ message: string; field?: string | null }>,
  fields: readonly F[],
  fallback: string,
): FormErrors<F> {
  const fieldErrors: ByField<F> = {};
  const other: string[] = [];
  for (const entry of errors) {
    const name = (entry.field ?? "").split(".")[0];
    if (isField(name, fields)) fieldErrors[name] ??= entry.message;
    else other.push(entry.message);
  }
  return { fieldErrors, formError: other[0] ?? (Object.keys(fieldErrors).length === 0 ? fallback : undefined) };
}

function isField<F extends string>(name: unknown, fields: readonly F[]): name is F {
  return typeof name === "string" && (fields as readonly string[]).includes(name);
}

/** Longest value echoed back: enough for every field, and a bound on what a bad request can make us send. */
const MAX_ECHO = 1000;

/** The submitted text values of these fields, to show them again (unknown fields are left out). */
export function pickValues<F extends string>(form: PostedForm, fields: readonly F[]): ByField<F> {
  const values: ByField<F> = {};
  for (const field of fields) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, MAX_ECHO);
  }
  return values;
}

/**
 * A browser's FormData (a pending submission) as the actions' PostedForm, in one pass: only the first value of each
 * name, text only. Never `form.get` per name: each call scans the whole form.
 */
export function formObject(form: FormData): PostedForm {
  const object: Record<string, string> = Object.create(null);
  for (const [name, value] of form) if (typeof value === "string" && !(name in object)) object[name] = value;
  return object;
}
