import type { Garment } from "../media/garments";

/** The catalogue's sizes: the seed stocks them, and the filters and the stock masks count them. */
export const NUMERIC_SIZES = ["40", "42", "44", "46", "48", "50", "52"];
export const LETTER_SIZES = ["XS", "S", "M", "L", "XL"];
export const SHOE_SIZES = ["36", "37", "38", "39", "40", "41"];
export const ONE_SIZE = "Б/Р";

/** Sort key of a size: numeric sizes by number, then XS…XL, then one size. */
export function sizeSortKey(size: string): number {
  if (/^\d+$/.test(size)) return Number(size);
  const letter = LETTER_SIZES.indexOf(size);
  return letter >= 0 ? 1000 + letter : 2000;
}

/** Every size value in display order; a product's `size_mask` has bit i set when it has FACET_SIZES[i] in stock. */
export const FACET_SIZES: readonly string[] = [
  ...new Set([...SHOE_SIZES, ...NUMERIC_SIZES, ...LETTER_SIZES, ONE_SIZE]),
].sort((a, b) => sizeSortKey(a) - sizeSortKey(b));

/** The mask of the given sizes (unknown sizes add nothing). */
export function sizeMask(sizes: readonly string[]): number {
  return sizes.reduce((mask, size) => (FACET_SIZES.includes(size) ? mask | (1 << FACET_SIZES.indexOf(size)) : mask), 0);
}

/** Which size table a product's page shows: clothing (40–52 / XS–XL), shoes, belts, or none (one size). */
export type SizeKind = "clothing" | "shoes" | "belt" | "single";

/** The size table of each silhouette (the seed stocks each leaf section in its garment's sizes). */
export const SIZE_KIND: Record<Garment, SizeKind> = {
  dress: "clothing",
  blouse: "clothing",
  tshirt: "clothing",
  knit: "clothing",
  coat: "clothing",
  jacket: "clothing",
  trousers: "clothing",
  jeans: "clothing",
  skirt: "clothing",
  shoes: "shoes",
  boots: "shoes",
  bag: "single",
  belt: "belt",
  scarf: "single",
  hat: "single",
  jewelry: "single",
};
