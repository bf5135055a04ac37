/** Rouble amounts as Russian shoppers read them: `1 990 ₽`, `1 990,50 ₽`. */

/** No-break space: between digit groups and before the currency sign. */
export const NBSP = "\u00A0";

/**
 * Groups the digits of a non-negative integer string in threes with no-break spaces.
 * Done by hand because the Node build may lack full ICU data (Intl would fall back to `1,990`).
 */
export function groupDigits(digits: string): string {
  // A loop rather than a look-ahead regular expression: every price of every card passes here.
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += NBSP + digits.slice(i, i + 3);
  return grouped;
}

/**
 * `1990` → `1 990 ₽`; `1990.5` → `1 990,50 ₽` (rounded to kopecks, comma decimal). Whole
 * amounts carry no decimals. Negative amounts get a leading hyphen-minus; non-finite values
 * render as a dash rather than a misleading `0 ₽`.
 */
export function formatRub(value: number): string {
  if (!Number.isFinite(value)) return `—${NBSP}₽`;
  const abs = Math.abs(value);
  // Beyond 2^53 kopecks there are no kopecks left to show: whole roubles only.
  if (abs * 100 >= Number.MAX_SAFE_INTEGER)
    return `${value < 0 ? "-" : ""}${groupDigits(BigInt(Math.round(abs)).toString())}${NBSP}₽`;
  // Round via the decimal string to avoid 1.005 * 100 = 100.49999…
  const shifted = Math.round(Number(`${abs}e2`));
  const kopecks = Number.isFinite(shifted) ? shifted : Math.round(abs * 100); // `1e-7e2` is NaN
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const sign = value < 0 && kopecks > 0 ? "-" : "";
  const whole = groupDigits(String(roubles));
  const fraction = rest === 0 ? "" : `,${String(rest).padStart(2, "0")}`;
  return `${sign}${whole}${fraction}${NBSP}₽`;
}
