import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerState } from "~/domain/offers";
import type { CatalogItem } from "~/contract/catalog";
import { args, settle, startTestUpstream } from "./support/upstream";

/** The section and search pages ask the upstream for the shopper's city's order: what it can buy first. */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let section: typeof import("~/catalog/section-page.server");
let searchRoute: typeof import("~/routes/search");
let cookies: typeof import("~/cookies.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [section, searchRoute, cookies] = await Promise.all([
    import("~/catalog/section-page.server"),
    import("~/routes/search"),
    import("~/cookies.server"),
  ]);
});
afterAll(() => upstream.dispose());

const inPskov = async () => ({ cookie: (await cookies.cityCookie.serialize("pskov")).split(";")[0] });
const canBuy = (item: CatalogItem, code: string) =>
  item.sku.some((offer) => offerState(offer, { code, delivery: true }).canBuy);

/** Every page of a listing as the loader returns it. */
async function allItems(load: (url: string) => Promise<Response>, url: string): Promise<CatalogItem[]> {
  const items: CatalogItem[] = [];
  for (let page = 1; ; page++) {
    const data = await (
      await load(`${url}${url.includes("?") ? "&" : "?"}page=${page}`.replace(/([?&])page=1$/, ""))
    ).json();
    items.push(...data.items);
    if (page >= data.pagination.pages) return items;
  }
}

const isPartitioned = (items: CatalogItem[], code: string) => {
  const flags = items.map((item) => canBuy(item, code));
  return flags.indexOf(false) > 0 && !flags.slice(flags.indexOf(false)).includes(true);
};

describe("listing order for the shopper's city", () => {
  it("a section lists what the shopper's city can buy first (Pskov from the cookie, Moscow without one)", async () => {
    const pskov = await inPskov();
    const load = (init: { cookie?: string }) => (url: string) =>
      settle(() => section.sectionLoader(args(url, init), "aksessuary"));
    const forPskov = await allItems(load(pskov), "/catalog/aksessuary/");
    const forMoscow = await allItems(load({}), "/catalog/aksessuary/");
    expect(isPartitioned(forPskov, "pskov")).toBe(true);
    expect(isPartitioned(forMoscow, "moscow")).toBe(true);
    expect(isPartitioned(forMoscow, "pskov")).toBe(false);
  });

  it("search results too", async () => {
    const pskov = await inPskov();
    const load = (url: string) => settle(() => searchRoute.loader(args(url, pskov)));
    const items = await allItems(load, `/search/?q=${encodeURIComponent("сумка")}`);
    expect(items.length).toBeGreaterThan(10);
    expect(isPartitioned(items, "pskov")).toBe(true);
  });
});
