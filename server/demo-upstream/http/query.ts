import { z } from "zod";

/** Query-string helpers: values arrive as strings; an empty value counts as absent. */

const isAbsent = (value: unknown) => value === undefined || value === "";

/** An integer in [min, max]; `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess((value) => (isAbsent(value) ? fallback : value), z.coerce.number().int().min(min).max(max));

export const optionalQueryInt = (min: number, max: number) =>
  z.preprocess((value) => (isAbsent(value) ? undefined : value), z.coerce.number().int().min(min).max(max).optional());

/** One of `values`; `fallback` when absent. */
export const queryEnum = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((value) => (isAbsent(value) ? fallback : value), z.enum(values));

/** `a,b,c` → ['a', 'b', 'c'] (blanks dropped), each item checked by `item`. */
export const queryList = <T extends z.ZodTypeAny>(item: T, maxItems: number) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems));
