/** Russian plural forms (spec §9 "Product count labels use Russian plural forms"). */
import { groupDigits } from "./money";

const rules = new Intl.PluralRules("ru");

/**
 * Picks the form for `n` by the Russian plural rules (`Intl.PluralRules('ru')`): one (1, 21, 101), few (2–4, 22–24),
 * many (0, 5–20, 11–14, 25…). Fractions ('other') take the "few" form, as Russian does (1,5 товара, 0,5 товара).
 * NaN and infinities take "many".
 */
export function plural(n: number, forms: [one: string, few: string, many: string]): string {
  const [one, few, many] = forms;
  if (!Number.isFinite(n)) return many;
  switch (rules.select(Math.abs(n))) {
    case "one":
      return one;
    case "many":
      return many;
    default:
      return few;
  }
}

/** `n` and its word: `282 бонуса`; thousands grouped with no-break spaces (`1 234 товара`). */
export function countOf(n: number, forms: [one: string, few: string, many: string]): string {
  const number = Number.isSafeInteger(n)
    ? `${n < 0 ? "-" : ""}${groupDigits(String(Math.abs(n)))}`
    : String(n).replace(".", ",");
  return `${number} ${plural(n, forms)}`;
}

/** Word forms used across the shop. */
export const WORDS = {
  product: ["товар", "товара", "товаров"],
  bonus: ["бонус", "бонуса", "бонусов"],
  /** After «не больше»: 21 бонуса, 25 бонусов. */
  bonusGenitive: ["бонуса", "бонусов", "бонусов"],
  piece: ["штука", "штуки", "штук"],
  day: ["день", "дня", "дней"],
  order: ["заказ", "заказа", "заказов"],
  result: ["результат", "результата", "результатов"],
  certificate: ["сертификат", "сертификата", "сертификатов"],
  /** After «не длиннее», «не больше»: 21 символа, 25 символов. */
  charactersGenitive: ["символа", "символов", "символов"],
  valuesGenitive: ["значения", "значений", "значений"],
  addressesGenitive: ["адреса", "адресов", "адресов"],
  /** «с 21 года», «с 18 лет». */
  yearsFrom: ["года", "лет", "лет"],
} satisfies Record<string, [string, string, string]>;

/**
 * `1 товар`, `3 товара`, `25 товаров`; thousands are grouped with no-break spaces (`1 234 товара`),
 * the number and the word are separated by an ordinary space.
 */
export const productCount = (n: number): string => countOf(n, WORDS.product);
