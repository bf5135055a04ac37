/**
 * Reading the server's HTML in a test without a browser: React's markup is regular (attributes in double quotes, its
 * own escaping), so a few patterns find what a page states.
 */

/** Text as a reader gets it: tags dropped, React's escaping decoded, spaces collapsed. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The text of every element `tag` (e.g. each `<h1>`). */
export const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map(([, inner]) => text(inner));

/** The `<title>`'s text. */
export const titleOf = (html: string) => textsOf(html, "title")[0] ?? "";

/** `wanted` of every `<tag>` whose `attribute` is `value`: e.g. the href of each `<link rel="canonical">`. */
export function attributesOf(html: string, tag: string, [attribute, value]: [string, string], wanted: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))]
    .map(([element]) => element)
    .filter((element) => element.includes(` ${attribute}="${value}"`))
    .map((element) => text(new RegExp(` ${wanted}="([^"]*)"`).exec(element)?.[1] ?? ""));
}
