import type { Report } from "./check";
import type { Group, Outcome, Result } from "./types";

/** Why a group may not have run: what the report says about the checks left out. */
const NOT_RUN: Record<Group, string> = {
  read: "read-only calls",
  guest: "the scratch guest's basket and checkout",
  user: "a user's account, read (set CONTRACT_USER_TOKEN)",
  order: "placing an order (--place-order, with CONTRACT_USER_TOKEN)",
  embedded: "embedded upstream only: login by the demo SMS code, account changes, applications, the payment page",
};

const ISSUES_SHOWN = 3;

/** The report as text: one row per check (endpoint, result), the first differences under it, then the counts. */
export function formatReport(report: Report): string {
  const rows = report.results.map((result) => [name(result), verdict(result.outcome), ...details(result.outcome)]);
  const width = Math.min(64, Math.max(...rows.map(([endpoint]) => endpoint.length)));
  const lines = rows.map(([endpoint, verdict, ...more]) =>
    [`${endpoint.padEnd(width)}  ${verdict}`, ...more.map((line) => `${"".padEnd(width)}    ${line}`)].join("\n"),
  );
  return [`Contract check of ${report.baseUrl}`, "", ...lines, "", summary(report)].join("\n");
}

export function summary(report: Report): string {
  const count = (kind: Outcome["kind"]) => report.results.filter((r) => r.outcome.kind === kind).length;
  const total = report.results.length;
  const differ = total - count("ok") - count("skipped");
  const lines = [`${total} checks: ${count("ok")} as the contract says, ${differ} differ, ${count("skipped")} skipped`];
  for (const [group, n] of Object.entries(report.notRun)) lines.push(`not run: ${n} — ${NOT_RUN[group as Group]}`);
  return lines.join("\n");
}

function name(result: Result): string {
  return result.label ? `${result.endpoint} (${result.label})` : result.endpoint;
}

function verdict(outcome: Outcome): string {
  switch (outcome.kind) {
    case "ok":
      return "ok";
    case "status":
      return `DIFFERS: HTTP ${outcome.got}, expected ${outcome.expected}`;
    case "schema":
      return `DIFFERS: ${outcome.issues.length} field(s) unlike the storefront's schema`;
    case "envelope":
      return `DIFFERS: ${outcome.detail}`;
    case "unreachable":
      return `UNREACHABLE: ${outcome.detail}`;
    case "skipped":
      return `skipped: ${outcome.reason}`;
  }
}

function details(outcome: Outcome): string[] {
  if (outcome.kind === "status") return outcome.errors.slice(0, ISSUES_SHOWN);
  if (outcome.kind !== "schema") return [];
  const shown = outcome.issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => `${issue.path}: expected ${issue.expected}, received ${issue.received}`);
  const more = outcome.issues.length - ISSUES_SHOWN;
  return more > 0 ? [...shown, `… and ${more} more`] : shown;
}
