/** Money and date formatting shared by the seed and the routes. */

const NBSP = "\u00A0";

/** `12990` → `12 990`: an integer's digits grouped in threes with non-breaking spaces. */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** `12990` → `12 990 ₽` with non-breaking spaces as the thousands separator and before the sign. */
export function formatRoubles(value: number): string {
  return `${groupDigits(Math.round(value))}${NBSP}₽`;
}

/** Unix seconds → ISO 8601 string in UTC. */
export function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** `{ value, format }` of the account schemas' money fields. */
export function money(value: number): { value: number; format: string } {
  return { value, format: formatRoubles(value) };
}

const MOSCOW_OFFSET_SECONDS = 3 * 3600;

/** Unix seconds → `ДД.ММ.ГГГГ`, the calendar day in Moscow (UTC+3). */
export function formatDay(unixSeconds: number): string {
  const date = new Date((unixSeconds + MOSCOW_OFFSET_SECONDS) * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}
