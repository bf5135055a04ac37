/** How the bench writes its figures: "n/a" for a figure that is missing rather than a misleading number. */

export function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "n/a";
}

/** A share as a percentage: one decimal below 10 %, none above. */
export function pct(share: number): string {
  return Number.isFinite(share) ? `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %` : "n/a";
}

export function kb(bytes: number): string {
  return fixed(bytes / 1024, 1);
}

/** A whole number with thousands grouped: 50,000. */
export function count(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "n/a";
}
