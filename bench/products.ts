/** Finds real product pages of a section at run time, from the section's own HTML (as a shopper would). */
import { BROWSER_HEADERS } from "./user-agents";

/** A product's link is its section path plus its numeric id: `/catalog/odezhda/platya/137/`. */
export function productLinks(html: string, sectionPath: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href="(\/catalog\/[^"?#]*\/\d+\/)"/g)) {
    if (match[1].startsWith(sectionPath)) links.add(match[1]);
  }
  return [...links];
}

/** At least `count` distinct product paths of the section, from its first pages in order (at most five pages). */
export async function findProducts(origin: string, sectionPath: string, count: number): Promise<string[]> {
  const found = new Set<string>();
  for (let page = 1; page <= 5 && found.size < count; page++) {
    const url = `${origin}${sectionPath}${page > 1 ? `?page=${page}` : ""}`;
    const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    for (const link of productLinks(await response.text(), sectionPath)) found.add(link);
  }
  if (found.size < count)
    throw new Error(`${sectionPath} lists ${found.size} products on its first pages; the bench needs ${count}`);
  return [...found].slice(0, count);
}
