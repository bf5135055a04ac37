import { EnvelopeSchema } from "../../app/contract/envelope";
import { CONTRACT_CHECKS } from "./endpoints";
import { exchange, Unreachable, type Answer } from "./http";
import { describe, readableIssues } from "./issues";
import { Missing, type Check, type Found, type Group, type Outcome, type Result } from "./types";

export type ContractOptions = {
  /** The upstream's base URL (the storefront's `API_URL`). */
  baseUrl: string;
  /** The groups to run (see `Group`); checks of the others are counted as not run. */
  groups: readonly Group[];
  /** The token the `user` checks read with (and the `order` checks order with, when `embedded` is off). */
  userToken?: string;
  /** The city the scratch basket and checkout use (a code of GET /api/location). */
  city?: string;
  timeoutMs?: number;
};

export type Report = {
  baseUrl: string;
  results: Result[];
  /** Checks left out because their group was not asked for. */
  notRun: Partial<Record<Group, number>>;
};

/** Consecutive calls without an answer after which the rest are not tried (each would wait for its timeout). */
const GIVE_UP_AFTER = 3;

/** Runs the checks in order against `baseUrl`, each validated with the storefront's schema, and reports every one. */
export async function checkContract(options: ContractOptions, checks: readonly Check[] = CONTRACT_CHECKS) {
  const found: Found = { tokens: {}, city: options.city ?? "moscow", media: {} };
  if (options.userToken) found.tokens.user = options.userToken;
  if (options.userToken && !options.groups.includes("embedded")) found.tokens.scratch = options.userToken;
  const report: Report = { baseUrl: options.baseUrl, results: [], notRun: {} };
  let unanswered = 0;
  for (const check of checks) {
    if (!options.groups.includes(check.group)) {
      report.notRun[check.group] = (report.notRun[check.group] ?? 0) + 1;
      continue;
    }
    const result: Result = {
      endpoint: check.endpoint,
      label: check.label,
      group: check.group,
      method: check.method,
      path: null,
      outcome: { kind: "ok" },
    };
    if (unanswered >= GIVE_UP_AFTER) {
      result.outcome = { kind: "skipped", reason: "the upstream stopped answering" };
    } else {
      result.outcome = await run(check, found, options, result);
      unanswered = result.outcome.kind === "unreachable" ? unanswered + 1 : 0;
    }
    report.results.push(result);
  }
  return report;
}

async function run(check: Check, found: Found, options: ContractOptions, result: Result): Promise<Outcome> {
  let path: string;
  let token: string | undefined;
  let body: unknown;
  let form: Record<string, string> | undefined;
  try {
    token = check.as === "none" ? undefined : found.tokens[check.as];
    if (check.as !== "none" && !token) throw new Missing(`needs a ${check.as} token`);
    path = check.path(found);
    body = check.body?.(found);
    form = check.form?.(found);
  } catch (error) {
    if (error instanceof Missing) return { kind: "skipped", reason: error.message };
    throw error;
  }
  result.path = new URL(path, "http://upstream.invalid").pathname;
  let answer: Answer;
  try {
    answer = await exchange(
      options.baseUrl,
      { method: check.method, path, token, body, form },
      options.timeoutMs ?? 10_000,
    );
  } catch (error) {
    if (error instanceof Unreachable) return { kind: "unreachable", detail: error.message };
    throw error;
  }
  return judge(check, answer, found);
}

function judge(check: Check, answer: Answer, found: Found): Outcome {
  const { expect } = check;
  if ("file" in expect) {
    if (answer.status !== 200) return { kind: "status", expected: 200, got: answer.status, errors: [] };
    if (expect.file.test(answer.contentType)) return { kind: "ok" };
    return { kind: "envelope", detail: `content type ${answer.contentType || "none"}, expected ${expect.file.source}` };
  }
  if ("redirect" in expect) {
    if (answer.status === expect.redirect && answer.location) return { kind: "ok" };
    return { kind: "status", expected: expect.redirect, got: answer.status, errors: [] };
  }
  const envelope = EnvelopeSchema.safeParse(parseJson(answer.text));
  if (!envelope.success) {
    const type = answer.contentType || "no content type";
    return {
      kind: "envelope",
      detail: `HTTP ${answer.status}, ${type}: not the envelope {status, data, errors, messages}`,
    };
  }
  const expected = expect.status ?? 200;
  if (answer.status !== expected) {
    const errors = envelope.data.errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message));
    return { kind: "status", expected, got: answer.status, errors };
  }
  if (envelope.data.status !== answer.status) {
    return { kind: "envelope", detail: `envelope status ${envelope.data.status}, HTTP ${answer.status}` };
  }
  const data = expect.schema.safeParse(envelope.data.data);
  if (!data.success) return { kind: "schema", issues: readableIssues(data.error, envelope.data.data) };
  try {
    check.keep?.(data.data, found);
  } catch (error) {
    // What a valid answer lacks for the later checks shows as their `skipped`, not as this answer's fault.
    if (!(error instanceof Missing)) throw error;
  }
  return { kind: "ok" };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return describe(text);
  }
}

/** Results that show a difference from the contract (skipped checks are not one). */
export const differences = (report: Report) =>
  report.results.filter((r) => r.outcome.kind !== "ok" && r.outcome.kind !== "skipped");
