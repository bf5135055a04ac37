import type { z } from "zod";
import type { Check, Found } from "./types";

type Base = Omit<Check, "expect" | "keep">;

/** A call whose answer is the envelope with `data` matching the storefront's schema; `keep` gets the parsed data. */
export function json<S extends z.ZodTypeAny>(
  check: Base & { schema: S; status?: number; keep?: (data: z.output<S>, found: Found) => void },
): Check {
  const { schema, status, keep, ...base } = check;
  return { ...base, expect: { schema, status }, keep: keep as Check["keep"] };
}

/** A public file (picture, video, page): status 200 and a content type matching `type`. */
export function file(check: Omit<Base, "method"> & { type: RegExp }): Check {
  const { type, ...base } = check;
  return { ...base, method: "GET", expect: { file: type } };
}

/** `?name=value&…` of the given values (absent ones left out). */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}
