import type { ZodType as ZodSchema, ZodTypeDef } from "zod";
import { logFault, type Method } from "./fault-log.server";
import { FAILURE_MESSAGES, UpstreamError } from "./upstream-error.server";

/** Any schema whose output is T (its input may differ: defaults, transforms). */
export type ZodType<T> = ZodSchema<T, ZodTypeDef, unknown>;

/** The answer checked against its schema; a mismatch is a bad answer (502), logged when `report`. */
export function validated<T>(schema: ZodType<T>, value: unknown, method: Method, path: string, report: boolean): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (report) logFault(method, path, "wrong-shape", 200, parsed.error.issues.slice(0, 5));
  throw new UpstreamError(FAILURE_MESSAGES.invalid, 502);
}
