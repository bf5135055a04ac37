import type { z } from "zod";
import type { Issue } from "./types";

/** A zod issue as the API team reads it: where in `data`, what the storefront expects there, and what came. */
export function readableIssues(error: z.ZodError, data: unknown): Issue[] {
  return error.issues.map((issue) => {
    const path = issue.path.length === 0 ? "data" : `data.${issue.path.join(".")}`;
    return { path, expected: expected(issue), received: describe(valueAt(data, issue.path)) };
  });
}

function expected(issue: z.ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected;
    case "invalid_literal":
      return JSON.stringify(issue.expected);
    case "invalid_enum_value":
      return `one of ${issue.options.map((option) => JSON.stringify(option)).join(", ")}`;
    case "invalid_union_discriminator":
      return `one of ${issue.options.map((option) => JSON.stringify(option)).join(", ")}`;
    case "unrecognized_keys":
      return `no keys ${issue.keys.join(", ")}`;
    default:
      return issue.message;
  }
}

function valueAt(data: unknown, path: (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A short picture of a value: its type, and the value itself when it is short. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing (absent)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `array (${value.length})`;
  if (typeof value === "object") return "object";
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}
