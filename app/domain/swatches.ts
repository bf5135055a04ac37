/** Colour swatches of a product card (spec §9). */
import type { CatalogItem } from "~/contract/catalog";

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

/**
 * Names of the catalogue's colours (the seed's palette, server/demo-upstream/seed/catalog-vocabulary.ts), by `#rrggbb`.
 */
const COLOUR_NAMES: ReadonlyArray<readonly [hex: string, name: string]> = [
  ["#1a1a1a", "Чёрный"],
  ["#ffffff", "Белый"],
  ["#f3eee3", "Молочный"],
  ["#d8c3a5", "Бежевый"],
  ["#9a9a9a", "Серый меланж"],
  ["#1f2a44", "Тёмно-синий"],
  ["#2f5fa7", "Синий"],
  ["#a7c7e7", "Голубой"],
  ["#3e6b48", "Зелёный"],
  ["#6b6b3a", "Оливковый"],
  ["#6d1a2a", "Бордовый"],
  ["#c8102e", "Красный"],
  ["#e8a0b4", "Розовый"],
  ["#c46a4a", "Терракотовый"],
  ["#6b4a32", "Коричневый"],
  ["#d4a017", "Горчичный"],
  ["#9c7bb5", "Лиловый"],
  ["#000000", "Чёрный"],
];
const NAMES = new Map(COLOUR_NAMES);

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * A colour's Russian name for people who cannot see the swatch: the palette's own name, or for a colour outside
 * it (another upstream) the nearest palette colour's, as "оттенок" of it; null for what is not a colour.
 */
export function colourName(value: string): string | null {
  const hex = normalizeHex(value);
  if (!hex) return null;
  const exact = NAMES.get(hex);
  if (exact) return exact;
  const [r, g, b] = rgb(hex);
  let nearest = COLOUR_NAMES[0];
  let best = Infinity;
  for (const entry of COLOUR_NAMES) {
    const [r2, g2, b2] = rgb(entry[0]);
    const distance = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2;
    if (distance < best) [nearest, best] = [entry, distance];
  }
  return `Оттенок: ${nearest[1].toLowerCase()}`;
}
