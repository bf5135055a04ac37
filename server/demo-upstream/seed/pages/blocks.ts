import type { EditorialPage, PageBlock } from "../../../../app/contract/pages";
import type { Garment } from "../../media/garments";

/** A page as the seed writes it: its picture is drawn by the media routes from a garment and two colours. */
export type PageSeed = Omit<EditorialPage, "picture"> & {
  picture: { garment: Garment; colorFrom: string; colorTo: string; alt: string } | null;
};

/** What the texts count from the database rather than state by hand (they stay true when shops open). */
export type StoreFigures = { stores: number; cities: number };

export const paragraph = (text: string): PageBlock => ({ type: "paragraph", text });
export const list = (items: string[]): PageBlock => ({ type: "list", ordered: false, items });
export const steps = (items: string[]): PageBlock => ({ type: "list", ordered: true, items });
export const links = (...items: [text: string, href: string][]): PageBlock => ({
  type: "links",
  items: items.map(([text, href]) => ({ text, href })),
});

export const STORE_FORMS: [string, string, string] = ["магазин", "магазина", "магазинов"];
/** «в 14 городах», «в 21 городе». */
export const IN_CITIES_FORMS: [string, string, string] = ["городе", "городах", "городах"];

/** How much textile LOVE 2.0 has collected since April 2024 (the sorting partner's reports). */
export const COLLECTED_TEXTILE = "38\u00A0т";
