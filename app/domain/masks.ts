/** Input masks and their server-side counterparts (spec §3 "Input masks", §5). */

import { countOf, WORDS } from "./plural";

/** imask patterns (`0` = digit) for the browser inputs. */
export const PHONE_MASK = "+7 (000) 000-00-00";
export const BIRTHDAY_MASK = "00.00.0000";
export const CODE_MASK = "000000";

/** The same masks in the spec's token syntax (see applyMask). */
export const SPEC_MASKS = {
  phone: "+7 (###) ###-##-##",
  birthday: "##.##.####",
  code: "######",
} as const;

const TOKENS: Record<string, RegExp> = {
  "#": /\d/,
  "@": /\p{L}/u,
  "*": /[\p{L}\d]/u,
};

/**
 * Formats `raw` with a spec mask: `#` digit, `@` letter, `*` letter or digit; every other
 * pattern character is a literal and is inserted. Input characters that do not fit the next
 * token are skipped; a literal typed where the pattern has it is consumed, so masking an
 * already masked value changes nothing (as in the usual mask libraries, a raw value whose first
 * character equals a literal is read as that literal: `7…` against `+7 (###)`). Output stops at the first unfilled token (literals
 * are only emitted before a filled token, or at the very end once the mask is complete).
 */
export function applyMask(pattern: string, raw: string): string {
  const chars = [...raw];
  let out = "";
  let pending = "";
  let i = 0;
  for (const p of pattern) {
    const token = TOKENS[p];
    if (!token) {
      pending += p;
      if (chars[i] === p) i++;
      continue;
    }
    while (i < chars.length && !token.test(chars[i])) i++;
    if (i >= chars.length) return out;
    out += pending + chars[i];
    pending = "";
    i++;
  }
  return out + pending;
}

/**
 * A Russian phone number as `+7XXXXXXXXXX`, or null. Only digits count; 11 digits starting
 * with 8 or 7 (the trunk prefix `8` becomes `+7`), or 10 digits (prefixed with `+7`). A number typed with `+` carries
 * its country code: `+7` and ten digits, so a short `+7 (998) 292-57-0` is not read as ten digits of its own.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  if (raw.trimStart().startsWith("+")) return digits.length === 11 && digits[0] === "7" ? `+${digits}` : null;
  if (digits.length === 10) return `+7${digits}`;
  if (digits.length === 11 && (digits[0] === "8" || digits[0] === "7")) return `+7${digits.slice(1)}`;
  return null;
}

/** `+79123456789` (or anything normalizePhone accepts) → `+7 (912) 345-67-89`; else unchanged. */
export function formatPhone(e164: string): string {
  const phone = normalizePhone(e164);
  if (!phone) return e164;
  // Sliced rather than masked: applyMask would take an area code starting with 7 for the `+7`.
  const n = phone.slice(2);
  return `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8, 10)}`;
}

export type BirthdayResult = { ok: true; iso: string } | { ok: false; message: string };

export const MIN_AGE = 14;
export const MAX_AGE = 120;

/**
 * Validates a birthday typed as `ДД.ММ.ГГГГ`: a real calendar date, not in the future, age
 * from 14 to 120 full years. `today` defaults to now (the caller's local calendar date).
 */
export function parseBirthday(s: string, today: Date = new Date()): BirthdayResult {
  const value = s.trim();
  if (value === "") return { ok: false, message: "Укажите дату рождения" };
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return { ok: false, message: "Введите дату в формате ДД.ММ.ГГГГ" };
  const [, dd, mm, yyyy] = match;
  const d = Number(dd);
  const m = Number(mm);
  const y = Number(yyyy);
  const check = new Date(Date.UTC(2000, 0, 1));
  check.setUTCFullYear(y, m - 1, d);
  if (m < 1 || m > 12 || d < 1 || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return { ok: false, message: "Такой даты не существует" };
  }
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  const born = y * 10_000 + m * 100 + d;
  const now = ty * 10_000 + tm * 100 + td;
  if (born > now) return { ok: false, message: "Дата рождения не может быть в будущем" };
  // Full years; a 29 February birthday comes round on 1 March in common years.
  const age = ty - y - (tm * 100 + td < m * 100 + d ? 1 : 0);
  if (age < MIN_AGE)
    return { ok: false, message: `Возраст должен быть не меньше ${countOf(MIN_AGE, WORDS.yearsFrom)}` };
  if (age > MAX_AGE) return { ok: false, message: "Проверьте год рождения" };
  return { ok: true, iso: `${yyyy}-${mm}-${dd}` };
}
