import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textsOf, titleOf } from "./support/html";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * One URL per listing, on the built server: sections, search and the looks answer any other spelling of their URL —
 * unknown, empty or repeated parameters, another order, a page past the last — with one public 301 to the canonical
 * one; campaign and click-tracking parameters stay in the address and change nothing in the page.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${storefront.url}${path}`, { headers: { "User-Agent": SHOPPER_UA, ...headers }, redirect: "manual" });

/** A page as it reads apart from its per-response script nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

const PLATYE = encodeURIComponent("платье");
const URL_REDIRECT_CACHE = "public, max-age=3600";
const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";

async function expectRedirect(from: string, to: string) {
  const response = await get(from);
  expect(response.status, from).toBe(301);
  expect(response.headers.get("Location"), from).toBe(to);
  expect(response.headers.get("Set-Cookie"), from).toBeNull();
  return response;
}

describe("junk parameters", () => {
  it("900 unknown empty parameters (6–7 KB) are one 301 to the clean URL, which is the 134 KB page", async () => {
    const junk = Array.from({ length: 900 }, (_, i) => `zq${i}=`).join("&");
    expect(junk.length).toBeGreaterThan(6000);
    const response = await expectRedirect(`/catalog/odezhda/?${junk}`, "/catalog/odezhda/");
    expect(response.headers.get("Cache-Control")).toBe(URL_REDIRECT_CACHE);
    expect((await response.text()).length).toBeLessThan(200);

    const clean = await get("/catalog/odezhda/");
    expect(clean.status).toBe(200);
    const html = await clean.text();
    // Without the scripts' random CSP nonce (base64), which can hold those two letters.
    expect(html.replace(/ nonce="[^"]*"/g, "")).not.toContain("zq");
    // The clean page, as measured before (134 KB); the junk version was 996 KB.
    expect(html.length).toBeLessThan(300_000);
  });

  it("sections, search and looks: unknown, empty, repeated and reordered parameters, in one step", async () => {
    const cases: [string, string][] = [
      ["/catalog/odezhda/?foo=1&sort=new", "/catalog/odezhda/?sort=new"],
      ["/catalog/odezhda/?sort=&sizes=&page=", "/catalog/odezhda/"],
      [
        "/catalog/odezhda/?sizes=44&sizes=42&sizes=44&sort=new&sort=price_asc",
        "/catalog/odezhda/?sort=new&sizes=42,44",
      ],
      ["/catalog/odezhda/?page=2&sort=new", "/catalog/odezhda/?sort=new&page=2"],
      ["/catalog/odezhda/?page=1", "/catalog/odezhda/"],
      ["/Catalog/Odezhda?zz=1&sort=new", "/catalog/odezhda/?sort=new"],
      [`/search/?zz=1&sort=new&q=${PLATYE}&q=x`, `/search/?q=${PLATYE}&sort=new`],
      ["/search/?q=", "/search/"],
      ["/outfits/?page=2&page=3&sort=new", "/outfits/?page=2"],
      ["/outfits/?page=0", "/outfits/"],
    ];
    for (const [from, to] of cases)
      expect((await expectRedirect(from, to)).headers.get("Cache-Control"), from).toBe(URL_REDIRECT_CACHE);
  });

  it("never redirects off-site", async () => {
    for (const path of [
      "//evil.example/catalog/x?zz=1",
      "/catalog//evil.example/?zz=1",
      "/search/?q=x&next=//evil.example/",
    ]) {
      const response = await get(path, { Host: "evil.example" });
      const location = response.headers.get("Location") ?? "";
      expect(location, path).toMatch(/^\/[^/\\]/);
    }
  });
});

describe("a page past the last", () => {
  it("is a 301 to the last page, keeping the listing and its campaign tags", async () => {
    const data = (await (
      await get(`/catalog/odezhda/?sort=new&_data=${encodeURIComponent("routes/catalog.$")}`)
    ).json()) as { pagination: { pages: number } };
    const last = data.pagination.pages;
    expect(last).toBeGreaterThan(1);
    const response = await expectRedirect(
      `/catalog/odezhda/?sort=new&page=${last + 7}&utm_source=mail`,
      `/catalog/odezhda/?sort=new&page=${last}&utm_source=mail`,
    );
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE);
    expect((await get(`/catalog/odezhda/?sort=new&page=${last}`)).status).toBe(200);
  });

  it("of the looks and of a search too", async () => {
    const looks = (await (await get(`/outfits/?_data=${encodeURIComponent("routes/outfits")}`)).json()) as {
      pagination: { pages: number };
    };
    const lastLooks = looks.pagination.pages;
    await expectRedirect(
      `/outfits/?page=${lastLooks + 1}`,
      lastLooks > 1 ? `/outfits/?page=${lastLooks}` : "/outfits/",
    );
    await expectRedirect(`/search/?q=qwertyuiop&page=3`, "/search/?q=qwertyuiop");
  });
});

describe("campaign and click-tracking parameters", () => {
  const TAGS =
    "utm_source=newsletter&utm_medium=email&utm_campaign=fw23&gclid=Cj0KCQ&yclid=123&source=fw23&medium=redirect&from=mail&_openstat=abc";

  it("stay in the address: a canonical URL with them is a 200, and a redirect keeps them", async () => {
    expect((await get(`/catalog/odezhda/?sort=new&${TAGS}`)).status).toBe(200);
    await expectRedirect(
      `/catalog/odezhda/?utm_source=newsletter&zz=1&sort=new&gclid=g`,
      "/catalog/odezhda/?sort=new&utm_source=newsletter&gclid=g",
    );
    await expectRedirect("/fw23/", "/catalog/new/?utm_source=fw23&utm_medium=redirect");
  });

  it("change nothing in the page: the same HTML and ETag as without them, echoed nowhere", async () => {
    for (const clean of [
      "/catalog/odezhda/platya/?sort=price_asc&sizes=42,44&page=2",
      `/search/?q=${PLATYE}`,
      "/outfits/?page=2",
      "/catalog/odezhda/?modal=catalogFilter",
    ]) {
      const [plain, tagged] = await Promise.all([get(clean), get(`${clean}&${TAGS}`)]);
      expect([plain.status, tagged.status], clean).toEqual([200, 200]);
      const [plainHtml, taggedHtml] = await Promise.all([plain.text(), tagged.text()]);
      expect(taggedHtml, clean).not.toMatch(/utm_|gclid|yclid|_openstat|newsletter|Cj0KCQ/);
      expect(withoutNonce(taggedHtml) === withoutNonce(plainHtml), clean).toBe(true);
      expect(tagged.headers.get("ETag"), clean).toBe(plain.headers.get("ETag"));
      expect(tagged.headers.get("Cache-Control"), clean).toBe(PUBLIC_PAGE);
    }
  });

  it("links, forms and rel=prev/next carry only what the listing knows", async () => {
    const html = await (await get(`/catalog/odezhda/?sort=new&page=2&${TAGS}`)).text();
    const hrefs = [...html.matchAll(/(?:href|action|value)="(\/(?:catalog|search|outfits)[^"]*)"/g)].map((m) =>
      m[1].replace(/&amp;/g, "&"),
    );
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      for (const [key] of new URL(href, "http://shop.test").searchParams) {
        expect(["sort", "sizes", "colors", "priceMin", "priceMax", "discount", "page", "modal", "q"], href).toContain(
          key,
        );
      }
    }
    expect(html).toMatch(/<link rel="next" href="[^"]*\/catalog\/odezhda\/\?sort=new&amp;page=3"/);
    expect(html).toMatch(/<link rel="prev" href="[^"]*\/catalog\/odezhda\/\?sort=new"/);
  });
});

describe("Remix's own parameters", () => {
  const ROUTE = encodeURIComponent("routes/catalog.$");

  it("data requests of a canonical listing answer data; of a dirty one, a redirect to the clean page URL", async () => {
    const data = await get(`/catalog/odezhda/?sort=new&_data=${ROUTE}`);
    expect(data.status).toBe(200);
    expect(((await data.json()) as { query: { sort: string } }).query.sort).toBe("new");
    expect((await get(`/catalog/odezhda/?sort=new&utm_source=a&_data=${ROUTE}`)).status).toBe(200);

    const dirty = await get(`/catalog/odezhda/?zz=1&sort=new&_data=${ROUTE}`);
    expect(dirty.status).toBe(204);
    expect(dirty.headers.get("X-Remix-Redirect")).toBe("/catalog/odezhda/?sort=new");
    const root = await get(`/catalog/odezhda/?zz=1&_data=root`);
    expect(root.status).toBe(204);
    expect(root.headers.get("X-Remix-Redirect")).toBe("/catalog/odezhda/");
    expect((await get(`/catalog/odezhda/?sort=new&_data=root`)).status).toBe(200);
  });

  it("the index route's `index` parameter keeps working", async () => {
    expect((await get(`/?index&_data=${encodeURIComponent("routes/_index")}`)).status).toBe(200);
    expect((await get(`/search/?q=${PLATYE}&index&_data=${encodeURIComponent("routes/search")}`)).status).toBe(200);
  });
});

describe("the clean page a dirty URL lands on", () => {
  const page = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("a section: one hop, then the filters and the sort it was asked for, tags echoed nowhere", async () => {
    const clean = "/catalog/odezhda/platya/?sort=new&sizes=42,46&utm_source=mail";
    await expectRedirect(
      "/catalog/odezhda/platya/?zq1=&sizes=46&junk=1&sort=new&sizes=42&sort=price_asc&priceMin=&utm_source=mail",
      clean,
    );
    const html = await page(clean);
    const chips = /<ul[^>]*aria-label="Выбранные фильтры"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(textsOf(chips, "a")).toEqual(["Убрать фильтр Размер: 42×", "Убрать фильтр Размер: 46×"]);
    expect(html).toMatch(/<select id="listing-sort" name="sort"[^>]*>[\s\S]*?<option value="new" selected="">/);
    expect(html).not.toMatch(/utm_|junk|zq1/);
  });

  it("a search: its heading, and page links that keep the query", async () => {
    await expectRedirect(
      `/search/?zz=1&q=${PLATYE}&q=x&utm_campaign=fw23&sort=`,
      `/search/?q=${PLATYE}&utm_campaign=fw23`,
    );
    const html = await page(`/search/?q=${PLATYE}&utm_campaign=fw23`);
    expect(textsOf(html, "h1")).toEqual(["Результаты поиска: «платье»"]);
    expect(html).toContain(`href="/search/?q=${PLATYE}&amp;page=2"`);
    expect(html).not.toMatch(/utm_|fw23/);
  });

  it("the looks: junk goes, a page past the last lands on the last, titled as such", async () => {
    const landed = await fetch(`${storefront.url}/outfits/?page=9&zz=1&utm_campaign=looks`, {
      headers: { "User-Agent": SHOPPER_UA },
    });
    expect(landed.status).toBe(200);
    expect(landed.url).toBe(`${storefront.url}/outfits/?page=2&utm_campaign=looks`);
    const html = await landed.text();
    expect(titleOf(html)).toBe("Образы | страница 2 | LOVE STORE");
    expect(html).not.toMatch(/utm_|zz=/);
  });
});
