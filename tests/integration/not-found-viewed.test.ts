import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

/** Every 404 shows the shopper's recently viewed strip, not only the unknown path's. */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let catalog: typeof import("~/routes/catalog.$");
let news: typeof import("~/routes/about.news.$id");
let newsList: typeof import("~/routes/about.news._index");
let catchAll: typeof import("~/routes/$");
let shops: typeof import("~/routes/about.shops.$city");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [catalog, news, newsList, catchAll, shops] = await Promise.all([
    import("~/routes/catalog.$"),
    import("~/routes/about.news.$id"),
    import("~/routes/about.news._index"),
    import("~/routes/$"),
    import("~/routes/about.shops.$city"),
  ]);
});
afterAll(() => upstream.dispose());

/** Two products of the seed, most recently viewed first. */
const VIEWED = "viewed=137.12";

type Run = (cookie?: string) => Promise<unknown>;
const withParams = (url: string, params: Record<string, string>, cookie?: string) => ({
  ...args(url, { cookie }),
  params,
});

const NOT_FOUND: [string, Run][] = [
  ["an unknown path", (cookie) => catchAll.loader(withParams("/no-such-page/", { "*": "no-such-page/" }, cookie))],
  ["an unknown section", (cookie) => catalog.loader(withParams("/catalog/no-such/", { "*": "no-such/" }, cookie))],
  [
    "a product id that is not a number",
    (cookie) => catalog.loader(withParams("/catalog/odezhda/platya/abc/", { "*": "odezhda/platya/abc/" }, cookie)),
  ],
  ["a malformed news id", (cookie) => news.loader(withParams("/about/news/abc/", { id: "abc" }, cookie))],
  ["an unknown news id", (cookie) => news.loader(withParams("/about/news/99999/", { id: "99999" }, cookie))],
  ["a news page past the last", (cookie) => newsList.loader(withParams("/about/news/?page=999", {}, cookie))],
  [
    "an unknown city's shops",
    (cookie) => shops.loader(withParams("/about/shops/nowhere/", { city: "nowhere" }, cookie)),
  ],
];

describe("the 404 page's recently viewed strip", () => {
  for (const [what, run] of NOT_FOUND) {
    it(`${what}: the products viewed, most recent first, and a private answer`, async () => {
      const response = await settle(() => run(VIEWED));
      expect(response.status).toBe(404);
      const body = (await response.json()) as { viewed: { id: number }[] };
      expect(body.viewed.map((item) => item.id)).toEqual([137, 12]);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    });
  }

  it("nothing viewed: an empty strip, and the 404 stays shareable", async () => {
    for (const [, run] of NOT_FOUND) {
      const response = await settle(() => run());
      expect(response.status).toBe(404);
      expect(((await response.json()) as { viewed: unknown[] }).viewed).toEqual([]);
      expect(response.headers.get("Cache-Control")).toBeNull();
    }
  });
});
