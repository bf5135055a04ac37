/**
 * The hostile values the fuzz tests send (docs/reliability.md, "Bad input"), and what an answer to them may not hold.
 */

/** Markup that must never reach a page unescaped. */
export const XSS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "<svg/onload=alert(1)>"];

/** A script URL: harmless as text or a field's value, never allowed as a link's or a form's target. */
export const SCRIPT_URL = "javascript:alert(1)";

/** Values for any field: empty, injections, numbers at and past their limits, unicode, oversized. */
export const HOSTILE = [
  "",
  "   ",
  ...XSS,
  SCRIPT_URL,
  "' OR '1'='1' --",
  "1; DROP TABLE orders;",
  "-1",
  "0",
  "1.5",
  "1e309",
  "9".repeat(40),
  "NaN",
  "null",
  "__proto__",
  "constructor",
  "[object Object]",
  "\u0000",
  "\uFFFF\uFFFE",
  "\u202Eтекст\u200B\u0301",
  "😀".repeat(64),
  "%00%ZZ%",
  "../../../etc/passwd",
  "{{7*7}}${7*7}",
  "ё".repeat(5000),
  "x".repeat(200_000),
];

/** Off-site redirect targets a `redirectTo` / `back` field may carry. */
export const OFF_SITE = [
  "//evil.example",
  "//evil.example/%2e%2e",
  "https://evil.example",
  "http:evil.example",
  "https:/\\evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  "\t//evil.example",
  "/\n/evil.example",
  " //evil.example",
  "///evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example@shop",
  "/．evil.example",
];

/** What a production answer never shows: a stack frame, a source path, SQL or an engine's error text. */
export const LEAKS =
  /\n\s+at [\w.<>]+ \(|node_modules|\/work\/|build\/server|\.tsx?:\d+|SQLITE_|SqliteError|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|TypeError|ReferenceError|ZodError|Unexpected token/;

/** A small seeded generator, so a failing run can be repeated. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return {
    pick,
    chance: (p: number) => next() < p,
    /** `count` different entries of `list`, in random order. */
    sample: <T>(list: readonly T[], count: number): T[] => {
      const rest = [...list];
      return Array.from(
        { length: Math.min(count, rest.length) },
        () => rest.splice(Math.floor(next() * rest.length), 1)[0],
      );
    },
  };
}
