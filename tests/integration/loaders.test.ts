import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let root: typeof import("~/root");
let home: typeof import("~/routes/_index");
let splat: typeof import("~/routes/$");
let location: typeof import("~/routes/location");
let cookies: typeof import("~/cookies.server");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  [root, home, splat, location, cookies] = await Promise.all([
    import("~/root"),
    import("~/routes/_index"),
    import("~/routes/$"),
    import("~/routes/location"),
    import("~/cookies.server"),
  ]);
});
afterAll(() => upstream.dispose());

const pair = (setCookie: string) => setCookie.split(";")[0];

describe("root loader", () => {
  it("gives a guest the menu, store, city and counters from the upstream", async () => {
    const response = await settle(() => root.loader(args("/")));
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.user.id).toBe(0);
    expect(data.store.name).toBe("LOVE STORE");
    expect(data.city.code).toBe("moscow");
    // The city list is not in every page: the location modal loads it (or the server renders it when opened by URL).
    expect(data.cities).toBeUndefined();
    expect(data.cityPicker).toBeNull();
    expect(data.cityShops).toBe(6);
    expect(data.counters).toEqual({ basket: 0, wishlist: 0 });
    expect(data.cityConfirmed).toBe(false);
    const names = data.menu.map((item: { name: string; type: string }) => (item.type === "divider" ? "—" : item.name));
    expect(names.slice(0, 2)).toEqual(["Новинки", "Одежда"]);
    expect(names).toContain("—");
    const sale = data.menu.find((item: { link: string }) => item.link === "/catalog/sale/");
    expect(sale.meta).toEqual({ isSale: true });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("301-redirects non-canonical URLs before doing anything else", async () => {
    const response = await settle(() => root.loader(args("/About/?page=1")));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/about/company/");
  });

  it("treats tampered cookies as absent", async () => {
    const response = await settle(() =>
      root.loader(args("/", { cookie: "token=abc.def; city=%%%; city_confirmed=1" })),
    );
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.user.id).toBe(0);
    expect(data.city.code).toBe("moscow");
  });

  it("uses the city cookie", async () => {
    const city = pair(await cookies.cityCookie.serialize("kazan"));
    const confirmed = pair(await cookies.cityConfirmedCookie.serialize(true));
    const data = await (await settle(() => root.loader(args("/", { cookie: `${city}; ${confirmed}` })))).json();
    expect(data.city.name).toBe("Казань");
    expect(data.cityConfirmed).toBe(true);
  });
});

describe("home loader", () => {
  it("loads banners, new arrivals and sale items", async () => {
    const data = await (await settle(() => home.loader(args("/")))).json();
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.fresh.length).toBeGreaterThanOrEqual(4);
    expect(data.sale.length).toBeGreaterThanOrEqual(4);
    for (const item of data.sale) expect(item.price.discountValue).toBeLessThan(item.price.value);
    expect(data.toasts).toEqual([]);
  });
});

describe("unknown paths", () => {
  it("answer 404 with 'Page not found: {path}'", async () => {
    const response = await settle(() => splat.loader(args("/no-such-thing/")));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Page not found: /no-such-thing/" });
  });

  it("apply the redirect table on client navigations too", async () => {
    const response = await settle(() => splat.loader(args("/gift/")));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/personal/certificates/");
  });
});

describe("location action", () => {
  const post = (fields: Record<string, string>) =>
    settle(() => location.action(args("/location/", { method: "POST", body: new URLSearchParams(fields) })));

  it("sets the city and confirmation cookies and goes back", async () => {
    const response = await post({ intent: "set", city: "st_petersburg", redirectTo: "/?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/?x=1");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/city=/);
    expect(setCookie).toMatch(/city_confirmed=/);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });

  it("refuses an unknown city with a toast and no cookie change", async () => {
    const response = await post({ intent: "set", city: "atlantis", redirectTo: "/" });
    expect(response.status).toBe(303);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^flash=/);
    expect(setCookie).not.toMatch(/city=/);
  });

  it("never redirects off-site", async () => {
    const response = await post({ intent: "reset", redirectTo: "//evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });
});
