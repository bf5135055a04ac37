/** Russian plural forms of the upstream's texts and messages. */
import { groupDigits } from "./format";

const rules = new Intl.PluralRules("ru");

/** One (1, 21), few (2–4, 22–24) or many (0, 5–20, 25) by `Intl.PluralRules('ru')`; a fraction takes «few» (1,5 дня). */
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

/** `n` and its word: `282 бонуса`, `1 234 дня` (thousands grouped with no-break spaces), `1,5 дня`. */
export function countOf(n: number, forms: [one: string, few: string, many: string]): string {
  const number = Number.isSafeInteger(n) ? groupDigits(n) : String(n).replace(".", ",");
  return `${number} ${plural(n, forms)}`;
}

/** Word forms the upstream's texts share. */
export const WORDS = {
  bonus: ["бонус", "бонуса", "бонусов"],
  /** After «не больше»: 21 бонуса, 25 бонусов. */
  bonusGenitive: ["бонуса", "бонусов", "бонусов"],
  day: ["день", "дня", "дней"],
  /** After «не длиннее», «не больше»: 21 символа, 25 символов. */
  charactersGenitive: ["символа", "символов", "символов"],
  valuesGenitive: ["значения", "значений", "значений"],
  addressesGenitive: ["адреса", "адресов", "адресов"],
  /** «с 21 года», «с 18 лет». */
  yearsFrom: ["года", "лет", "лет"],
} satisfies Record<string, [string, string, string]>;
