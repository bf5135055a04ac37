import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { slideInView, swipeLeft } from "./support/touch";
import { PHONE } from "./support/screens";

/** Five photos in the seed. */
const FIVE_PHOTOS = "/catalog/odezhda/platya/platya-midi/137/";
/** More than four related products in the seed. */
const WITH_RELATED = "/catalog/odezhda/yubki/yubki-midi/160/";
const SECTION = "/catalog/odezhda/";

/**
 * How often the slider's track was moved or re-measured during a second at rest, once a glide has had time to end
 * (embla writes the track's transform; each re-measure writes it twice).
 */
async function trackWritesInASecond(viewport: Locator): Promise<number> {
  await viewport.page().waitForTimeout(1000);
  return viewport.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let writes = 0;
        const observer = new MutationObserver((records) => (writes += records.length));
        observer.observe(element.firstElementChild!, { attributes: true, attributeFilter: ["style"] });
        setTimeout(() => {
          observer.disconnect();
          resolve(writes);
        }, 1000);
      }),
  );
}

const galleryViewport = (page: Page) => page.locator(".product-gallery > .slider__viewport");

test.describe("sliders on a phone (390 px, touch)", () => {
  test.use(PHONE);

  test("product gallery: the first swipe on a fresh page shows photo 2, and the next swipes go on", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto(FIVE_PHOTOS);
    const gallery = page.locator(".product-gallery");
    const viewport = galleryViewport(page);
    // The gallery is interactive (its controls come with hydration); its engine has not loaded yet.
    if (jsEnabled) await expect(gallery.getByRole("button", { name: "Слайд 1" })).toBeVisible();
    await expect(viewport).not.toHaveAttribute("data-engine");
    await swipeLeft(page, viewport);
    await expect.poll(() => slideInView(viewport)).toBe(2);
    if (!jsEnabled) {
      // Without JavaScript the row itself scrolled and snapped to the photo.
      expect(await viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      return;
    }
    // The engine took over from the photo the finger brought into view, without jumping back to the first.
    await expect(viewport).toHaveAttribute("data-engine", "on");
    await expect(gallery.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
    expect(await slideInView(viewport)).toBe(2);
    // A slow drag now goes to the engine, and nothing re-measures the slider under the finger and cancels it.
    await swipeLeft(page, viewport);
    await expect.poll(() => slideInView(viewport)).toBe(3);
    await expect(gallery.getByRole("button", { name: "Слайд 3" })).toHaveAttribute("aria-current", "true");
    expect(await trackWritesInASecond(viewport)).toBeLessThanOrEqual(1);
  });

  test("a card's photos: the first swipe shows photo 2; without JavaScript a card shows its first photo", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.goto(SECTION);
    if (!jsEnabled) {
      await expect(page.locator(".card-gallery").first().locator(".slider__slide")).toHaveCount(1);
      return;
    }
    const card = page.locator(".card-gallery").filter({ has: page.getByRole("button", { name: "Слайд 2" }) });
    const gallery = card.first();
    await gallery.scrollIntoViewIfNeeded();
    const viewport = gallery.locator(".slider__viewport");
    // The card's other photos join as it comes near the screen, before any finger touches it.
    await expect.poll(() => viewport.locator(".slider__slide").count()).toBeGreaterThan(1);
    await expect(viewport).not.toHaveAttribute("data-engine");
    await swipeLeft(page, viewport);
    await expect.poll(() => slideInView(viewport)).toBe(2);
    await expect(viewport).toHaveAttribute("data-engine", "on");
    await expect(gallery.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
    await a11y(page, { include: ".product-grid", legacyMode: true });
  });

  test("related strip: a swipe below the photos moves the strip, a swipe on a photo moves that card's photos", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto(WITH_RELATED);
    const strip = page.locator(".related__slider");
    await strip.scrollIntoViewIfNeeded();
    const viewport = strip.locator(":scope > .slider__viewport");
    if (jsEnabled) await expect(strip.locator(":scope > .slider__arrow--next")).toBeVisible();
    // The finger on the first card's name and price, below its photo.
    await swipeLeft(page, viewport, { height: 0.85 });
    await expect.poll(() => slideInView(viewport)).toBe(2);
    if (!jsEnabled) return;
    await expect(viewport).toHaveAttribute("data-engine", "on");
    expect(await slideInView(viewport)).toBe(2);

    const cardPhotos = viewport.locator(":scope > .slider__track > .slider__slide").nth(1).locator(".slider__viewport");
    await expect.poll(() => cardPhotos.locator(".slider__slide").count()).toBeGreaterThan(1);
    await swipeLeft(page, cardPhotos, { height: 0.5 });
    await expect.poll(() => slideInView(cardPhotos)).toBe(2);
    expect(await slideInView(viewport)).toBe(2);
  });

  test("home banners: the first swipe shows banner 2", async ({ page, jsEnabled }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Акции и новинки" });
    const viewport = hero.locator(".hero__viewport");
    if (jsEnabled) await expect(hero.getByRole("button", { name: "Следующий слайд" })).toBeVisible();
    await swipeLeft(page, viewport, { height: 0.5 });
    await expect.poll(() => slideInView(viewport)).toBe(2);
    if (jsEnabled) await expect(hero.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("sliders on a desktop", () => {
  test("product gallery: the mouse drags to photo 2; without JavaScript the row scrolls and snaps", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto(FIVE_PHOTOS);
    const viewport = galleryViewport(page);
    const box = (await viewport.boundingBox())!;
    if (jsEnabled) {
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.4);
      await expect(viewport).toHaveAttribute("data-engine", "on");
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), box.y + box.height * 0.4);
      }
      await page.mouse.up();
    } else {
      await viewport.evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.6 }));
    }
    await expect.poll(() => slideInView(viewport)).toBe(2);
  });

  test("a slider measures itself again when its width changes, and not while it keeps its size", async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the engine measures; without JavaScript the row is plain CSS");
    await page.goto(FIVE_PHOTOS);
    const gallery = page.locator(".product-gallery");
    const viewport = galleryViewport(page);
    await gallery.getByRole("button", { name: "Вперёд" }).click();
    await expect(gallery.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => slideInView(viewport)).toBe(2);
    expect(await trackWritesInASecond(viewport)).toBeLessThanOrEqual(1);

    await page.setViewportSize({ width: 1100, height: 800 });
    // Photo 2 fills the narrower gallery exactly: the slides were measured again at the new width.
    await expect
      .poll(() =>
        viewport.evaluate((element) => {
          const slide = element.firstElementChild!.children[1].getBoundingClientRect();
          const frame = element.getBoundingClientRect();
          return Math.abs(slide.left - frame.left) < 1 && Math.abs(slide.width - frame.width) < 1;
        }),
      )
      .toBe(true);
    expect(await trackWritesInASecond(viewport)).toBeLessThanOrEqual(1);
  });
});
