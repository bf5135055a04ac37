import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { doubleTap, pinchOut } from "./support/gestures";
import { swipeLeft } from "./support/touch";
import { PHONE } from "./support/screens";

/** Five photos in the seed. */
const FIVE_PHOTOS = "/catalog/odezhda/platya/platya-midi/137/";
const PHOTOS_PAGE = `${FIVE_PHOTOS}?modal=photos`;

const photoLink = (page: Page, n: number) => page.getByRole("link", { name: `Фото ${n} из 5: открыть крупно` });
const viewerOf = (page: Page) => page.getByRole("dialog", { name: /^Фото: / });
const currentPhoto = (viewer: Locator) => viewer.locator(".photo-viewer__slide:not([aria-hidden]) img");
/** The zoom of the photo in view, from its transform. */
const scaleOf = (viewer: Locator) =>
  currentPhoto(viewer).evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a);

async function openViewer(page: Page, how: "tap" | "click") {
  await page.goto(FIVE_PHOTOS);
  // The gallery's controls come with hydration: from then on a photo opens the viewer in place.
  await expect(page.locator(".product-gallery").getByRole("button", { name: "Слайд 1" })).toBeVisible();
  await photoLink(page, 1)[how]();
  const viewer = viewerOf(page);
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 из 5")).toBeVisible();
  return viewer;
}

test.describe("photo viewer on a phone (390 px, touch)", () => {
  test.use(PHONE);

  test("a tapped photo opens full screen: swipe, double tap and pinch zoom, Escape returns to the photo", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the photo is a link to the photos' page (below)");
    const viewer = await openViewer(page, "tap");
    const box = await viewer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await a11y(page, { include: ".modal--full" });

    const stage = viewer.locator(".photo-viewer__stage");
    await swipeLeft(page, stage);
    await expect(viewer.getByText("2 из 5")).toBeVisible();
    await expect(currentPhoto(viewer)).toHaveAttribute("alt", /фото 2$/);

    await doubleTap(page, stage);
    await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(2);
    // Zoomed, a finger moves the photo, not to the next one.
    await swipeLeft(page, stage);
    await expect(viewer.getByText("2 из 5")).toBeVisible();
    await doubleTap(page, stage);
    await expect.poll(() => scaleOf(viewer)).toBe(1);

    await pinchOut(page, stage);
    await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(2);
    await expect(viewer.getByRole("button", { name: "Уменьшить" })).toBeEnabled();

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photoLink(page, 1)).toBeFocused();
  });

  test("without JavaScript a photo opens the store's page of large photos, at that photo", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(jsEnabled, "with JavaScript the photo opens the viewer in place (above)");
    await page.goto(FIVE_PHOTOS);
    await expect(photoLink(page, 1)).toHaveAttribute("href", `${PHOTOS_PAGE}#photo-1`);
    await photoLink(page, 1).click();
    await expect(page).toHaveURL(`${PHOTOS_PAGE}#photo-1`);
    await expect(page.getByRole("heading", { level: 1, name: /^Фото: / })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a11y(page);
  });
});

test.describe("photo viewer on a desktop", () => {
  test("mouse and keyboard: arrows, zoom buttons and keys, double click, focus kept inside, Escape", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the photo is a link to the photos' page (below)");
    const viewer = await openViewer(page, "click");
    await a11y(page, { include: ".modal--full" });
    await expect(viewer.getByRole("button", { name: "Предыдущее фото" })).toBeDisabled();

    await viewer.getByRole("button", { name: "Следующее фото" }).click();
    await expect(viewer.getByText("2 из 5")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("3 из 5")).toBeVisible();

    await page.keyboard.press("+");
    await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(1);
    await viewer.getByRole("button", { name: "Уменьшить" }).click();
    await expect.poll(() => scaleOf(viewer)).toBe(1);
    await viewer.getByRole("button", { name: "Увеличить" }).click();
    await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(1);
    await currentPhoto(viewer).dblclick();
    await expect.poll(() => scaleOf(viewer)).toBe(1);
    await currentPhoto(viewer).dblclick();
    await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(2);

    // Focus never reaches the page behind the open viewer: it goes round its controls (and, past the last one, to the
    // browser's own controls, as from any modal dialog, where the page sees no focused element).
    const visited = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const where = await viewer.evaluate((dialog) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        if (!dialog.contains(active)) return "page";
        // Its name: the label, else its text without what is only drawn (aria-hidden, the close link's cross).
        const shown = [...active.childNodes].filter((node) => !(node instanceof Element && node.ariaHidden === "true"));
        return active.getAttribute("aria-label") ?? shown.map((node) => node.textContent).join("");
      });
      expect(where).not.toBe("page");
      visited.add(where);
    }
    expect([...visited]).toEqual(expect.arrayContaining(["Закрыть", "Следующее фото", "Увеличить"]));
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photoLink(page, 1)).toBeFocused();

    // The close button closes it too.
    await photoLink(page, 1).click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole("link", { name: "Закрыть" }).click();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(FIVE_PHOTOS);
  });

  test("the photos' page: every photo large, the header, the way back, cached like the product, not indexed", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    const product = await page.request.get(FIVE_PHOTOS);
    const response = await page.goto(`${PHOTOS_PAGE}#photo-3`);
    expect(response?.status()).toBe(200);
    // A guest's page is public unless a cookie came with the request or was set by the answer: say which, if one did.
    const cookies = `sent: ${await response?.request().headerValue("cookie")}; set: ${await response?.headerValue("set-cookie")}`;
    expect(response?.headers()["cache-control"], cookies).toMatch(/^public/);
    expect(response?.headers()["cache-control"]).toBe(product.headers()["cache-control"]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByRole("banner")).toBeVisible();
    const photos = page.locator(".photo-page__item img");
    await expect(photos).toHaveCount(5);
    await expect(photos.nth(2)).toBeInViewport();
    await expect(page.getByText("3 из 5")).toBeVisible();
    await a11y(page);
    // Counts dialogs shown on the way back: the product page must not flash the viewer open.
    if (jsEnabled) {
      await page.evaluate(() => {
        const seen = { dialogs: 0 };
        Object.assign(window, { seen });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof Element && (node.matches("dialog") || node.querySelector("dialog"))) seen.dialogs++;
            }
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    }
    await page.getByRole("link", { name: "Вернуться к товару" }).first().click();
    await expect(page).toHaveURL(FIVE_PHOTOS);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^Фото: /);
    if (jsEnabled)
      expect(await page.evaluate(() => (window as unknown as { seen: { dialogs: number } }).seen.dialogs)).toBe(0);
  });
});
