import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** A product with sizes in stock in the deterministic seed (as in product.spec.ts). */
const PRODUCT = "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/";

/** With JavaScript, wait until React has claimed the page (a click before that is a plain form post or link). */
async function hydrated(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}

const looks = (page: Page) => page.getByRole("list", { name: "Образы" }).getByRole("article");

test.describe("outfits", () => {
  test("page 2 of the looks: title suffix, canonical, prev and next; past the last page leads to the last", async ({
    page,
    baseURL,
    a11y,
  }) => {
    const response = await page.goto("/outfits/?page=2");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Образы | страница 2 | LOVE STORE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Образы");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/outfits/?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/outfits/`);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    await expect(looks(page)).toHaveCount(6);
    // Each look: its picture, its name and how many products it holds, in Russian plural forms.
    for (const look of await looks(page).all()) {
      await expect(look.locator("img")).toHaveCount(1);
      await expect(look.getByRole("heading", { level: 2 })).toHaveText(/^[А-ЯЁ]/);
      await expect(look.locator(".outfit-card__count")).toHaveText(/^[2-5] товара$|^5 товаров$/);
    }
    await a11y();

    const pages = page.getByRole("navigation", { name: "Страницы" });
    await pages.getByRole("link", { name: "← Предыдущая" }).click();
    await expect(page).toHaveURL(/\/outfits\/$/);
    await expect(page).toHaveTitle("Образы | LOVE STORE");
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}/outfits/?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(looks(page)).toHaveCount(12);
    await expect(pages.getByRole("link", { name: "Следующая →" })).toHaveAttribute("href", "/outfits/?page=2");

    // Past the last page: a 301 to the last one.
    expect((await page.goto("/outfits/?page=3"))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/outfits\/\?page=2$/);
    await expect(looks(page)).toHaveCount(6);
  });

  test("a look: its pictures, name, description and products, in the 'new' layout; an unknown look is a 404", async ({
    page,
    a11y,
  }) => {
    await page.goto("/outfits/");
    const first = looks(page).first();
    const name = (await first.getByRole("heading", { level: 2 }).textContent())!;
    const count = Number(/^\d+/.exec((await first.locator(".outfit-card__count").textContent())!)![0]);
    await first.getByRole("link", { name }).click();

    await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`Образ «${name}» | LOVE STORE`);
    await expect(page.locator("header.header--overlay")).toHaveCount(1);
    await expect(
      page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("link", { name: "Образы" }),
    ).toHaveAttribute("href", "/outfits/");
    // The whole look first, then each product as worn in it.
    const gallery = page.getByRole("group", { name: `Фотографии образа «${name}»` });
    await expect(gallery.locator("img")).toHaveCount(count + 1);
    await expect(page.locator(".outfit__description")).toHaveText(/^[А-ЯЁ].{60,}\.$/);
    const products = page.getByRole("list", { name: `Вещи образа «${name}»` }).getByRole("article");
    await expect(products).toHaveCount(count);
    await expect(page.locator(".outfit__summary")).toHaveText(
      new RegExp(`^${count} товар(а|ов) на [\\d\\u00A0]+\\u00A0₽$`),
    );
    await a11y();

    expect((await page.goto("/suite/net-takogo-obraza/"))?.status()).toBe(404);
    await expect(page.getByText("Извините, страница не найдена")).toBeVisible();
  });

  test("a product of the look goes into the basket with the chosen size", async ({ page, jsEnabled }) => {
    await page.goto("/outfits/");
    await looks(page).first().locator(".outfit-card__name a").click();
    await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
    const look = page.url();
    await hydrated(page, jsEnabled);
    await expect(page.getByRole("link", { name: "Корзина, товаров: 0" })).toBeVisible();

    const card = page
      .locator("article.card")
      .filter({ has: page.locator("input[name=offer]:not([disabled])") })
      .first();
    const name = (await card.locator(".card__name").textContent())!;
    await card.locator("summary").click();
    const size = card.locator("label.size:not(.size--sold-out)").first();
    await size.click();
    await card.getByRole("button", { name: "В корзину" }).click();
    if (jsEnabled) {
      const modal = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(name);
      await modal.getByRole("button", { name: "Продолжить покупки" }).click();
    } else {
      await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
    }
    // Back on the look (without JavaScript through the basket's redirect), with the size in the basket.
    expect(page.url()).toBe(look);
    await expect(page.getByRole("link", { name: "Корзина, товаров: 1" })).toBeVisible();
    await expect(card.getByRole("button", { name: "В корзине" })).toBeDisabled();
  });

  test("the product page's «Образ целиком» leads to its look", async ({ page }) => {
    await page.goto("/outfits/");
    await looks(page).first().locator(".outfit-card__name a").click();
    await expect(page).toHaveURL(/\/suite\/[a-z0-9-]+\/$/);
    const look = new URL(page.url()).pathname;
    await page.locator("article.card .card__name a").first().click();
    await expect(page).toHaveURL(/\/catalog\/.+\/\d+\/$/);
    await page.getByRole("region", { name: "Образ целиком" }).getByRole("link", { name: "Смотреть образ" }).click();
    await expect(page).toHaveURL(new RegExp(`${look}$`));
  });
});

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

test.describe("tags", () => {
  test("a page view asks no other host for anything (no tag-manager id is configured)", async ({ page, baseURL }) => {
    const host = new URL(baseURL!).hostname;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.hostname !== host) elsewhere.push(request.url());
    });
    for (const path of ["/", "/catalog/odezhda/", PRODUCT, "/outfits/", "/sitemap/"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(elsewhere).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test("the data layer gets a page view with the retargeting level, spot and brand on every page view", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the data layer is filled by scripts");
    const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "page_view"));
    await page.goto("/");
    await hydrated(page, true);
    expect(await views()).toEqual([
      { event: "page_view", pagePath: "/", retargetingLevel: 0, spot: "desktop", brand: "LOVE STORE" },
    ]);

    // Client-side navigations: a section, then a product.
    await page
      .getByRole("navigation", { name: "Разделы каталога" })
      .getByRole("link", { name: "Одежда", exact: true })
      .click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
    await expect
      .poll(async () => (await views()).at(-1))
      .toMatchObject({ pagePath: "/catalog/odezhda/", retargetingLevel: 1, spot: "desktop", brand: "LOVE STORE" });
    await page.locator("article.card .card__name a").first().click();
    await expect(page).toHaveURL(/\/catalog\/.+\/\d+\/$/);
    await expect
      .poll(async () => (await views()).at(-1))
      .toMatchObject({ retargetingLevel: 2, spot: "desktop", brand: "LOVE STORE" });
    // One entry per page view; a page without a level says null.
    await page.getByRole("contentinfo").getByRole("link", { name: "Образы" }).click();
    await expect(page).toHaveURL(/\/outfits\/$/);
    await expect.poll(async () => (await views()).map((view) => view.retargetingLevel)).toEqual([0, 1, 2, null]);
  });
});

test.describe("what crawlers see", () => {
  const CRAWLERS = {
    Googlebot:
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    Lighthouse:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    HeadlessChrome:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
  };
  const SCREENS = [
    { width: 320, height: 568 },
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ];

  for (const [name, userAgent] of Object.entries(CRAWLERS)) {
    test(`${name}: the two-level menu fits the screen and the section's heading starts near the top`, async ({
      browser,
      jsEnabled,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        userAgent,
        javaScriptEnabled: jsEnabled,
        locale: "ru-RU",
        viewport: SCREENS[0],
      });
      try {
        const page = await context.newPage();
        await page.goto("/catalog/odezhda/");
        await hydrated(page, jsEnabled);
        const nav = page.getByRole("navigation", { name: "Разделы каталога" });
        await expect(nav.getByRole("link", { name: "Платья", exact: true })).toHaveCount(1);
        for (const screen of SCREENS) {
          await page.setViewportSize(screen);
          const box = await page.evaluate(() => {
            window.scrollTo(0, 0);
            const heading = document.querySelector("h1")!.getBoundingClientRect();
            return {
              top: heading.top,
              bottom: heading.bottom,
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            };
          });
          expect(box.scrollWidth, `${screen.width} px: no sideways scroll`).toBeLessThanOrEqual(box.innerWidth);
          if (screen.width >= 1280)
            expect(box.top, "1280 px: the heading within 250 px of the top").toBeLessThanOrEqual(250);
          else
            expect(box.bottom, `${screen.width} px: the heading on the first screen`).toBeLessThanOrEqual(
              screen.height,
            );
        }
      } finally {
        await context.close();
      }
    });
  }
});
