/** Dates as Russian shoppers read them: `ДД.ММ.ГГГГ`. */

/**
 * `2024-03-05`, `2024-03-05T23:30:00+03:00` → `05.03.2024`. The calendar date is read as
 * written in the string, without time-zone conversion or Intl, so the server and the browser
 * always render the same text (no hydration mismatch). An already formatted `05.03.2024`
 * passes through; empty input gives ""; anything unparsable is returned unchanged.
 */
export function formatDate(iso: string): string {
  const value = iso.trim();
  if (value === "") return "";
  if (/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (!match) return iso;
  const [, y, m, d] = match;
  const check = new Date(Date.UTC(2000, 0, 1));
  check.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return iso;
  return `${d}.${m}.${y}`;
}
