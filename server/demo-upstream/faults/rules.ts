import { z } from "zod";

/**
 * A fault the embedded upstream plays on matching requests (test mode only, see faults/index.ts):
 * - `latencyMs` alone: the answer comes that much later;
 * - `timeout`: no answer at all (the connection stays open until the client gives up);
 * - `error`: an error envelope with `status` (default 503);
 * - `malformed`: a 200 whose body is not JSON;
 * - `wrong-shape`: a 200 envelope whose `data` is not what the endpoint promises;
 * - `refused`: the connection is closed without an answer.
 */
export const FaultRuleSchema = z
  .object({
    method: z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"]).optional(),
    /** An exact path, or a prefix ending in `*` (`/api/catalog/*`). */
    path: z.string().regex(/^\/[^\s]*$/, "a path starting with /"),
    latencyMs: z.number().int().min(0).max(120_000).default(0),
    fault: z.enum(["timeout", "error", "malformed", "wrong-shape", "refused"]).optional(),
    status: z.number().int().min(400).max(599).default(503),
    /** Played this many times, then dropped; unset: until cleared. */
    times: z.number().int().positive().optional(),
  })
  .strict();
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultRulesSchema = z.object({ rules: z.array(FaultRuleSchema).max(100) }).strict();

export function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method) return false;
  return rule.path.endsWith("*") ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

/** Parses the rules given at start (UPSTREAM_FAULT_RULES: a JSON array of rules); a mistake stops the start. */
export function parseStartRules(json: string | undefined): FaultRule[] {
  if (!json) return [];
  const parsed = FaultRulesSchema.safeParse({ rules: JSON.parse(json) });
  if (!parsed.success)
    throw new Error(
      `UPSTREAM_FAULT_RULES: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return parsed.data.rules;
}
