import type { ZodError } from "zod";

/** What an account form action answers with on a validation error (400): messages per field and the input kept. */
export type FormState<F extends string> = {
  fieldErrors?: Partial<Record<F | "form", string>>;
  values?: Partial<Record<F, string>>;
};

/** The first message of every field of a zod error (issues on no known field go to `form`). */
export function fieldErrorsOf<F extends string>(error: ZodError, fields: readonly F[]): Partial<Record<F | "form", string>> {
  const out: Partial<Record<F | "form", string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    const field = typeof name === "string" && (fields as readonly string[]).includes(name) ? (name as F) : "form";
    out[field] ??= issue.message;
  }
  return out;
}

/** The submitted text values of the named fields (kept in the form after an error; never a password-like secret). */
export function formValues<F extends string>(form: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") out[field] = value.slice(0, 200);
  }
  return out;
}

/** Upstream validation errors (`errors[{ message, field }]`) mapped onto the form's fields; others go to `form`. */
export function upstreamFieldErrors<F extends string>(
  errors: ReadonlyArray<{ message: string; field?: string | null }>,
  fields: readonly F[],
  fallback: string,
): Partial<Record<F | "form", string>> {
  const out: Partial<Record<F | "form", string>> = {};
  for (const error of errors) {
    const field = error.field && (fields as readonly string[]).includes(error.field) ? (error.field as F) : "form";
    out[field] ??= error.message;
  }
  if (Object.keys(out).length === 0) out.form = fallback;
  return out;
}
