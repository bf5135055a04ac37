/** Builders of the information pages' blocks (app/contract/information.ts), so the pages read like text. */
import type { Block, Inline, RichText } from "../../../app/contract/information";

type TextLike = string | Inline[];

const rich = (text: TextLike): RichText => (typeof text === "string" ? [text] : text);

export const link = (text: string, href: string): Inline => ({ text, href });
export const mail = (address: string): Inline => link(address, `mailto:${address}`);
export const phone = (number: string): Inline =>
  link(number, `tel:${number.replace(/[^+\d]/g, "").replace(/^8/, "+7")}`);

export const h2 = (text: string): Block => ({ type: "heading", level: 2, text });
export const h3 = (text: string): Block => ({ type: "heading", level: 3, text });
export const p = (...text: Inline[]): Block => ({ type: "paragraph", text });
export const note = (...text: Inline[]): Block => ({ type: "note", text });
export const ul = (...items: TextLike[]): Block => ({ type: "list", ordered: false, items: items.map(rich) });
export const ol = (...items: TextLike[]): Block => ({ type: "list", ordered: true, items: items.map(rich) });
export const table = (caption: string, columns: string[], rows: TextLike[][]): Block => ({
  type: "table",
  caption,
  columns,
  rows: rows.map((row) => row.map(rich)),
});
export const facts = (...items: [term: string, text: TextLike][]): Block => ({
  type: "facts",
  items: items.map(([term, text]) => ({ term, text: rich(text) })),
});

/** «Москва, Казань и Пермь». */
export function joinAnd(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} и ${words[words.length - 1]}`;
}

/** «30 %» — a share as Russian typography writes it (no-break space before the sign). */
export const percent = (share: number): string => `${Math.round(share * 100)}\u00A0%`;

/** «Завтра, после 12:00» → «завтра, после 12:00», to go inside a sentence. */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
