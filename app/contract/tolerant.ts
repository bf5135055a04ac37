import { z } from "zod";

/**
 * Pieces of the tolerant reader (DESIGN.md): a schema requires what the storefront uses of an answer, gives what the
 * spec does not name a fallback, and ignores fields it does not know (zod objects strip them; none is `.strict()`).
 */

/** Text the storefront can do without: absent or null reads as none (""). */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/**
 * An answer whose fields are all optional must still be that answer: an object naming at least one of `fields`.
 * Anything else (not an object, or an object with none of them) cannot be read — a 502 of the call, logged with this
 * issue — so that a wrong answer is neither taken for an empty one nor kept as one.
 */
export const naming = (fields: readonly string[]) =>
  z.unknown().superRefine((answer, ctx) => {
    const named =
      typeof answer === "object" &&
      answer !== null &&
      fields.some((field) => (answer as Record<string, unknown>)[field] != null);
    if (!named) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `none of ${fields.join(", ")}` });
  });
