import { afterAll, beforeAll } from "vitest";
import { ProductListSchema, type CatalogItem, type CatalogSection } from "../../../app/contract/catalog";
import { call, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";

export let upstream: TestUpstream;
export const products = (query: string) =>
  call(upstream, `/v1/catalog/products?${query}`, { schema: ProductListSchema });

/** Every product of a section, page by page. */
export async function allProducts(section: string, extra = ""): Promise<CatalogItem[]> {
  const items: CatalogItem[] = [];
  for (let page = 1; ; page++) {
    const { data } = await products(`section=${section}&pageSize=100&page=${page}${extra}`);
    items.push(...data.items);
    if (page >= data.pagination.pages) return items;
  }
}
export const flatten = (sections: CatalogSection[]): CatalogSection[] =>
  sections.flatMap((s) => [s, ...flatten(s.children ?? [])]);

/** Starts this test file's fixtures before its tests and stops them after. */
export function withCatalogUpstream(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream();
  });
  afterAll(() => upstream.stop());
}
