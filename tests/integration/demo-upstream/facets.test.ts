import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema } from "../../../app/contract/catalog";
import { FiltersSchema, type Filters } from "../../../app/contract/filters";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

/**
 * The usual faceted-search rule: each facet counts the products that pass every chosen filter but its own, so a colour's
 * count is what the listing would show with that colour added to the chosen size (and the other way round).
 */
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream({ seedProducts: 300 });
});
afterAll(async () => {
  await upstream?.stop();
});

const SECTION = "odezhda";
const facets = async (query: string): Promise<Filters> =>
  (await call(upstream, `/v1/catalog/filters?section=${SECTION}&${query}`, { schema: FiltersSchema })).data;
const listed = async (query: string): Promise<number> =>
  (await call(upstream, `/v1/catalog/products?section=${SECTION}&pageSize=1&${query}`, { schema: ProductListSchema }))
    .data.pagination.total;
const hexOf = (hex: string) => hex.replace("#", "").toLowerCase();

describe("filter facets with other filters chosen", () => {
  it("colour counts follow the chosen size; size counts follow the chosen colour", async () => {
    const all = await facets("");
    // A size most products have not: its colour counts must differ from the section's.
    const size = [...all.sizes].sort((a, b) => a.count - b.count)[0];
    expect(size).toBeDefined();
    const withSize = await facets(`sizes=${encodeURIComponent(size.value)}`);
    expect(withSize.colors.reduce((sum, color) => sum + color.count, 0)).toBe(
      await listed(`sizes=${encodeURIComponent(size.value)}`),
    );
    expect(withSize.colors).not.toEqual(all.colors);
    for (const color of withSize.colors.slice(0, 3))
      expect(color.count).toBe(await listed(`sizes=${encodeURIComponent(size.value)}&colors=${hexOf(color.hex)}`));
    // Choosing the size leaves the size facet itself as it was (a shopper can still widen the choice).
    expect(withSize.sizes).toEqual(all.sizes);

    const color = all.colors[0];
    const withColor = await facets(`colors=${hexOf(color.hex)}`);
    expect(withColor.colors).toEqual(all.colors);
    for (const entry of withColor.sizes.slice(0, 3))
      expect(entry.count).toBe(await listed(`colors=${hexOf(color.hex)}&sizes=${encodeURIComponent(entry.value)}`));
  });
});
