import { expect, test } from "./support/fixtures";

/** A product with sizes in stock in the deterministic seed (as in product.spec.ts). */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

test.describe("sitemap", () => {
  test("/sitemap/ lists the catalogue at every level and the content pages, without a footer", async ({
    page,
    a11y,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Карта сайта" }).click();
    await expect(page).toHaveURL(/\/sitemap\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Карта сайта");
    await expect(page).toHaveTitle("Карта сайта | LOVE STORE");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Каталог",
      "Покупателям",
      "О компании",
      "Инициативы",
      "Личный кабинет",
    ]);
    const links: [string, string][] = [
      ["Одежда", "/catalog/odezhda/"],
      ["Платья миди", "/catalog/odezhda/platya/platya-midi/"],
      ["Сумки", "/catalog/aksessuary/sumki/"],
      ["Образы", "/outfits/"],
      ["Самовывоз из магазинов и пунктов выдачи", "/information/delivery/pickup/"],
      ["Правила программы Love Card", "/information/loyalty/rules/"],
      ["Магазины", "/about/shops/st_petersburg/"],
      ["LOVE 2.0: вторая жизнь одежды", "/initiatives/recycling/"],
      ["Вход и регистрация", "/login/"],
    ];
    for (const [name, href] of links)
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await a11y();

    await main.getByRole("link", { name: "Платья миди", exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-midi\/$/);
  });

  test("/sitemap.xml is well-formed XML of absolute URLs; /robots.txt names it", async ({ page, request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(300);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${baseURL}/`,
        `${baseURL}/outfits/`,
        `${baseURL}/catalog/odezhda/`,
        `${baseURL}${PRODUCT}`,
      ]),
    );
    // The browser's own XML parser: no parse error, a urlset of exactly these URLs.
    await page.goto("/");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const urls = doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url").length;
      return { error: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.localName, urls };
    }, xml);
    expect(parsed).toEqual({ error: 0, root: "urlset", urls: locs.length });

    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await robots.text();
    expect(text).toContain("Disallow: /personal/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
