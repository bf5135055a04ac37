import { expect } from "vitest";
import { SHOPPER_UA } from "./storefront";

/**
 * Reading the server's HTML in a test without a browser: React's markup is regular (attributes in double quotes, its
 * own escaping), so a few patterns find what a page states.
 */

/** A page's HTML as a shopper's browser (or another user agent) gets it from `origin`, after checking its status. */
export async function pageHtml(origin: string, path: string, status = 200, userAgent = SHOPPER_UA): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { "User-Agent": userAgent } });
  expect(response.status, path).toBe(status);
  return response.text();
}

/** React's escaping of text and attribute values, decoded. */
export const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Text as a reader gets it: tags dropped, React's escaping decoded, spaces collapsed. */
export const text = (html: string) =>
  unescapeHtml(html.replace(/<[^>]+>/g, ""))
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
