import { describe, expect, it } from "vitest";
import { meta } from "~/routes/search";
import { NOINDEX_FOLLOW, pageMeta } from "~/seo/meta";

const matches = [{ id: "root", data: { origin: "https://lovestore.example", store: { name: "LOVE STORE" } } }];
const robotsOf = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((tag) => "name" in tag && tag.name === "robots") as { content?: string } | undefined)?.content;

describe("robots meta", () => {
  it("is the spec's `index, follow` on a page that says nothing else", () => {
    expect(
      robotsOf(pageMeta({ title: "Платья", location: { pathname: "/catalog/odezhda/platya/", search: "" }, matches })),
    ).toBe("index, follow");
  });

  it("is `noindex, follow` on search results, with a query, on later pages and without results", () => {
    for (const search of ["?q=платье", "?q=платье&page=3", ""]) {
      const tags = meta({
        data: { q: "платье", pagination: { pages: 5 } },
        location: { pathname: "/search/", search, hash: "", state: null, key: "" },
        matches,
        params: {},
      } as unknown as Parameters<typeof meta>[0]) as ReturnType<typeof pageMeta>;
      expect(robotsOf(tags)).toBe(NOINDEX_FOLLOW);
      expect(tags.filter((tag) => "name" in tag && tag.name === "robots")).toHaveLength(1);
    }
  });
});
