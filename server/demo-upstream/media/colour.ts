/** Small colour helpers for the generated images. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (parts: number[]) =>
  `#${parts
    .map((part) =>
      Math.max(0, Math.min(255, Math.round(part)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Relative lightness in [0, 1]. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Mixes `hex` toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(channels(hex).map((part) => part + (target - part) * Math.abs(amount)));
}

/** A stroke colour that stays visible on the fill: darker for light colours, lighter for dark ones. */
export function outline(hex: string): string {
  return lightness(hex) > 0.35 ? shade(hex, -0.35) : shade(hex, 0.35);
}
