import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InformationList, InformationPage } from "~/contract/information";
import { cookieLifetime } from "../../server/demo-upstream/information/pages/privacy-policy";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let layout: typeof import("~/routes/information");
let delivery: typeof import("~/routes/information.delivery._index");
let privacy: typeof import("~/routes/information.privacy-policy");
let cookies: typeof import("~/cookies.server");
let viewed: typeof import("~/catalog/recently-viewed.server");
let flash: typeof import("~/toasts/flash.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  [layout, delivery, privacy, cookies, viewed, flash] = await Promise.all([
    import("~/routes/information"),
    import("~/routes/information.delivery._index"),
    import("~/routes/information.privacy-policy"),
    import("~/cookies.server"),
    import("~/catalog/recently-viewed.server"),
    import("~/toasts/flash.server"),
  ]);
});
afterAll(() => upstream.dispose());

const loaded = async <T>(run: () => Promise<unknown>): Promise<T> => {
  const response = await settle(run);
  expect(response.status).toBe(200);
  expect(response.headers.get("Set-Cookie")).toBeNull();
  return response.json() as Promise<T>;
};

describe("information loaders", () => {
  it("give the sidebar's list and a page, setting no cookie", async () => {
    const { list } = await loaded<{ list: InformationList }>(() => layout.loader(args("/information/delivery/")));
    expect(list.items.map((item) => item.code)).toContain("delivery");
    const { page } = await loaded<{ page: InformationPage }>(() => delivery.loader(args("/information/delivery/")));
    expect(page).toMatchObject({ code: "delivery", title: "Доставка" });
    expect(page.blocks.some((block) => block.type === "table")).toBe(true);
  });
});

describe("the privacy policy's cookie table", () => {
  it("names every cookie the storefront sets, with its real lifetime", async () => {
    const { page } = await loaded<{ page: InformationPage }>(() =>
      privacy.loader(args("/information/privacy-policy/")),
    );
    const table = page.blocks.find(
      (block) => block.type === "table" && block.caption === "Cookie, которые устанавливает магазин",
    );
    if (table?.type !== "table") throw new Error("no cookie table");
    const stated = table.rows.map(([name, , lifetime]) => [name.join(""), lifetime.join("")]);

    const headers = await Promise.all([
      cookies.tokenCookie.serialize("abcdefghijklmnop1234"),
      cookies.cityCookie.serialize("kazan"),
      cookies.cityConfirmedCookie.serialize(true),
      viewed.writeViewed([1]),
      flash.writeFlash([]),
    ]);
    const actual = headers.map((header) => [
      header.split("=")[0],
      cookieLifetime(Number(/Max-Age=(\d+)/.exec(header)![1])),
    ]);
    expect(stated.sort()).toEqual(actual.sort());
  });
});
