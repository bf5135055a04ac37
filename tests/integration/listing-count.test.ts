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
