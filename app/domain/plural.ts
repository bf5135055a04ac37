/** Russian plural forms (spec §9 "Product count labels use Russian plural forms"). */
import { groupDigits } from "./money";

/**
 * Picks the form for `n`: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 11–14, 25…).
 * Negatives use their absolute value. Fractions take the "few" form, as Russian does
 * (1,5 товара, 0,5 товара). NaN and infinities take "many".
 */
export function plural(n: number, forms: [one: string, few: string, many: string]): string {
  const [one, few, many] = forms;
  if (!Number.isFinite(n)) return many;
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return few;
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/**
 * `1 товар`, `3 товара`, `25 товаров`; thousands are grouped with no-break spaces (`1 234 товара`),
 * the number and the word are separated by an ordinary space.
 */
export function productCount(n: number): string {
  const label = plural(n, ["товар", "товара", "товаров"]);
  const number = Number.isSafeInteger(n)
    ? `${n < 0 ? "-" : ""}${groupDigits(String(Math.abs(n)))}`
    : String(n).replace(".", ",");
  return `${number} ${label}`;
}
