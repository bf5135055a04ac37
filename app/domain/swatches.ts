/** Colour swatches of a product card (spec §9). */
import type { CatalogItem } from "~/upstream/schemas/catalog";

export type Swatch = { hex: string; bordered: boolean };

/** `#FFF`, `fff`, ` #ffffff ` → `#ffffff`; anything that is not 3- or 6-digit hex → null. */
export function normalizeHex(value: string): string | null {
  const hex = value.trim().replace(/^#/, "").toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((c) => c + c).join("")}`;
  return null;
}

/** White swatches need a border to be visible on the white card. */
export function isWhite(hex: string): boolean {
  return normalizeHex(hex) === "#ffffff";
}

/**
 * Swatches of the product's other colours.
 *
 * Spec: "Colour swatches shown only with 2 or more colours, excluding the main colour".
 * Read as: the product must come in 2+ distinct colours in total (the listed colours plus
 * the main colour), and the swatches shown are those colours minus the main one. So a
 * product in black and white whose main colour is black shows one (white) swatch; a
 * single-colour product shows none. Colours are normalised to lowercase `#rrggbb`,
 * deduplicated in first-seen order; unparsable entries are ignored.
 */
export function colorSwatches(item: Pick<CatalogItem, "color" | "properties">): Swatch[] {
  const main = normalizeHex(item.color.colorHex);
  const listed = [
    ...new Set(
      item.properties.colors
        .split(",")
        .map(normalizeHex)
        .filter((hex): hex is string => hex !== null),
    ),
  ];
  const all = new Set(main ? [main, ...listed] : listed);
  if (all.size < 2) return [];
  return listed.filter((hex) => hex !== main).map((hex) => ({ hex, bordered: isWhite(hex) }));
}
