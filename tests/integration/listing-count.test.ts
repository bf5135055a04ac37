import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

/** `GET /listing/count/`: the filter form's «Показать N товаров» is the total the listing shows once applied. */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let countRoute: typeof import("~/routes/listing.count");
let section: typeof import("~/catalog/section-page.server");
let searchRoute: typeof import("~/routes/search");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [countRoute, section, searchRoute] = await Promise.all([
    import("~/routes/listing.count"),
    import("~/catalog/section-page.server"),
    import("~/routes/search"),
  ]);
});
afterAll(() => upstream.dispose());

const count = async (query: string) => {
  const response = await settle(() => countRoute.loader(args(`/listing/count/?${query}`)));
  return { response, body: (await response.json()) as { total: number | null } };
};
const total = async (load: () => Promise<unknown>) =>
  ((await (await settle(load)).json()) as { pagination: { total: number } }).pagination.total;

describe("the filter form's count", () => {
  it("of a section with filters: the section page's total, publicly cacheable for a guest", async () => {
    const filters = "sizes=44&priceMax=5000";
    const shown = await total(() => section.sectionLoader(args(`/catalog/odezhda/?${filters}`), "odezhda"));
    const { response, body } = await count(`path=${encodeURIComponent("/catalog/odezhda/")}&${filters}`);
    expect(body.total).toBe(shown);
    expect(shown).toBeGreaterThan(0);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("answers the facets of the choices: a colour's count follows the size chosen, as the applied page's filters do", async () => {
    const path = `path=${encodeURIComponent("/catalog/odezhda/")}`;
    type Facets = { colors: { hex: string; count: number }[]; sizes: { value: string; count: number }[] };
    const facets = async (query: string) =>
      ((await count(`${path}&${query}`)).body as unknown as { filters: Facets }).filters;
    const none = await facets("");
    const size = [...none.sizes].sort((a, b) => a.count - b.count)[0];
    const sized = await facets(`sizes=${encodeURIComponent(size.value)}`);
    expect(sized.colors).not.toEqual(none.colors);
    expect(sized.colors.reduce((sum, color) => sum + color.count, 0)).toBe(
      (await count(`${path}&sizes=${encodeURIComponent(size.value)}`)).body.total,
    );
    // The same as the section page shows once the size is applied.
    const applied = (await (
      await settle(() =>
        section.sectionLoader(args(`/catalog/odezhda/?sizes=${encodeURIComponent(size.value)}`), "odezhda"),
      )
    ).json()) as { filters: Facets };
    expect(sized).toEqual(applied.filters);
  });

  it("of a search: the search page's total; nothing found is 0", async () => {
    const shown = await total(() => searchRoute.loader({ ...args("/search/?q=платье&discount=1"), params: {} }));
    expect((await count("path=/search/&q=платье&discount=1")).body.total).toBe(shown);
    expect((await count("path=/search/&q=платье&priceMin=9000000")).body.total).toBe(0);
  });

  it("no listing (another path, a malformed section, an unknown one): no number, never cached", async () => {
    for (const path of ["/about/", "/catalog/../x/", "/search/"]) {
      const { response, body } = await count(`path=${encodeURIComponent(path)}`);
      expect(body.total).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    const unknown = await count("path=/catalog/no-such-section/");
    expect(unknown.body.total).toBeNull();
    expect(unknown.response.headers.get("Cache-Control")).toBe("no-store");
  });
});
