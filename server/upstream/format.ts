/** Money and date formatting shared by the seed and the routes. */

const NBSP = "\u00A0";

/** `12990` → `12 990 ₽` with non-breaking spaces as the thousands separator and before the sign. */
export function formatRoubles(value: number): string {
  const digits = String(Math.round(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${grouped}${NBSP}₽`;
}

/** Unix seconds → ISO 8601 string in UTC. */
export function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
