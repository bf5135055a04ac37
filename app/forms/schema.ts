import { countOf, WORDS } from "~/domain/plural";
import { z } from "zod";

/** A checkbox: checked sends `on` (or `true`), unchecked sends nothing. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** A positive integer id posted as text. */
export const idField = (message = "Неверный идентификатор") =>
  z
    .string({ required_error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

/** Required text, trimmed, with a length limit. */
export const requiredText = (max: number, missing: string) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`);

/** Optional text, trimmed (absent counts as empty), with a length limit. */
export const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, `Не длиннее ${countOf(max, WORDS.charactersGenitive)}`));

/** A checkbox that must be checked (a consent). */
export const requiredCheckbox = (message: string) => checkbox.refine((checked) => checked, message);
