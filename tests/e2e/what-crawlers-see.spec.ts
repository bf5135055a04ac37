import type { Page } from "@playwright/test";
import { expect, ownClient, test } from "./support/fixtures";
import { hydrated } from "./support/hydrated";

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
      const context = await browser.newContext(
        ownClient({ baseURL, userAgent, javaScriptEnabled: jsEnabled, locale: "ru-RU", viewport: SCREENS[0] }),
      );
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

  /** The page's JSON-LD, parsed (a script may hold one object or a list). */
  const jsonLd = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text) as Record<string, unknown> & { "@type": string },
    );
  const og = (page: Page, name: string) => page.locator(`meta[property="${name}"]`).getAttribute("content");
  /** The preview's picture: a PNG of the public origin with its size and text, served 200 as image/png. */
  const expectRasterPreview = async (page: Page, baseURL: string) => {
    const image = (await og(page, "og:image"))!;
    expect(image).toMatch(new RegExp(`^${baseURL}/images/.+\\.png$`));
    expect(Number(await og(page, "og:image:width"))).toBeGreaterThanOrEqual(600);
    expect(Number(await og(page, "og:image:height"))).toBeGreaterThan(0);
    expect(await og(page, "og:image:alt")).toBeTruthy();
    const answer = await page.request.get(image);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  };

  for (const width of [390, 1280]) {
    test(`${width} px: home names the store and its search; modal links are nofollow; previews have URL and description`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/?modal=menu");
      const ld = await jsonLd(page);
      expect(ld.find((data) => data["@type"] === "Organization")).toMatchObject({ url: `${baseURL}/` });
      expect(ld.find((data) => data["@type"] === "WebSite")).toMatchObject({
        potentialAction: {
          "@type": "SearchAction",
          target: { urlTemplate: `${baseURL}/search/?q={search_term_string}` },
        },
      });
      // Every link to a modal (the page again) asks crawlers not to follow it.
      const modalLinks = page.locator('a[href*="modal="]');
      expect(await modalLinks.count()).toBeGreaterThan(2);
      for (const rel of await modalLinks.evaluateAll((links) => links.map((link) => link.getAttribute("rel"))))
        expect(rel).toBe("nofollow");
      expect(await og(page, "og:url")).toBe(`${baseURL}/`);
      expect(await og(page, "og:description")).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/`);
      await expectRasterPreview(page, baseURL!);

      await page.goto("/catalog/odezhda/bluzki-i-rubashki/rubashki/52/?modal=sizeTable");
      expect(await og(page, "og:url")).toBe(`${baseURL}/catalog/odezhda/bluzki-i-rubashki/rubashki/52/`);
      expect(await og(page, "og:description")).toBeTruthy();
      const product = (await jsonLd(page)).find((data) => data["@type"] === "Product") as unknown as {
        image: string[];
        offers: { availability: string; shippingDetails: unknown; hasMerchantReturnPolicy: unknown }[];
      };
      expect(product.image.length).toBeGreaterThan(0);
      for (const offer of product.offers)
        expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|InStoreOnly|OutOfStock)$/);
      // Each offer's delivery and return terms (the upstream's, as the delivery and refund pages say them).
      for (const offer of product.offers) {
        expect(offer.shippingDetails).toMatchObject({
          "@type": "OfferShippingDetails",
          shippingDestination: { addressCountry: "RU" },
          shippingRate: { currency: "RUB" },
        });
        expect(offer.hasMerchantReturnPolicy).toMatchObject({
          applicableCountry: "RU",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: 14,
        });
      }
      await expectRasterPreview(page, baseURL!);
    });
  }
});
