import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { doubleTap } from "./support/gestures";
import { swipeLeft } from "./support/touch";
import { PHONE } from "./support/screens";

/** A look of the seed: the whole look, then its three products as worn. */
const LOOK = "/suite/prazdnichnyy-uzhin/";
const NAME = "Праздничный ужин";
const PHOTOS_PAGE = `${LOOK}?modal=photos`;

const wholeLook = (page: Page) => page.getByRole("link", { name: `Образ «${NAME}» целиком: открыть крупно` });
const viewerOf = (page: Page) => page.getByRole("dialog", { name: `Фото: образ «${NAME}»` });
const scaleOf = (page: Page) =>
  viewerOf(page)
    .locator(".photo-viewer__slide:not([aria-hidden]) img")
    .evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a);

/** No link of the page leads to a bare picture file: a photo stays in the store. */
async function expectNoRawPictureLinks(page: Page) {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => /\.(svg|jpe?g|png|webp|avif|gif)([?#]|$)/i.test(href ?? ""))).toEqual([]);
}

async function openViewer(page: Page, how: "tap" | "click") {
  await page.goto(LOOK);
  await expect(page.locator(".outfit-gallery").getByRole("button", { name: "Слайд 1" })).toBeVisible();
  await wholeLook(page)[how]();
  const viewer = viewerOf(page);
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 из 4")).toBeVisible();
  return viewer;
}

test.describe("the look's photos on a phone (390 px, touch)", () => {
  test.use(PHONE);

  test("the whole look opens the store's viewer full screen: swipe, double tap, Escape returns to it", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the picture links to the look's photos' page (below)");
    const viewer = await openViewer(page, "tap");
    await expectNoRawPictureLinks(page);
    expect(await viewer.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await a11y(page, { include: ".modal--full" });

    const stage = viewer.locator(".photo-viewer__stage");
    await swipeLeft(page, stage);
    await expect(viewer.getByText("2 из 4")).toBeVisible();
    await doubleTap(page, stage);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(2);

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(wholeLook(page)).toBeFocused();
    await expect(page).toHaveURL(LOOK);
  });

  test("without JavaScript the whole look opens the look's page of large photos, with the header", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    test.skip(jsEnabled, "with JavaScript the picture opens the viewer in place (above)");
    await page.goto(LOOK);
    await expectNoRawPictureLinks(page);
    await expect(wholeLook(page)).toHaveAttribute("href", `${PHOTOS_PAGE}#photo-1`);
    await wholeLook(page).click();
    await expect(page).toHaveURL(`${PHOTOS_PAGE}#photo-1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Фото: образ «${NAME}»`);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Вернуться к образу" })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Вернуться к образу" }).first()).toHaveAttribute("href", LOOK);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a11y(page);
  });
});

test.describe("the look's photos on a desktop", () => {
  test("mouse and keyboard: arrows, the close link returns to the look", async ({ page, jsEnabled, a11y }) => {
    test.skip(!jsEnabled, "without JavaScript the picture links to the look's photos' page (below)");
    const viewer = await openViewer(page, "click");
    await a11y(page, { include: ".modal--full" });
    await expect(viewer.locator(".photo-viewer__slide:not([aria-hidden]) img")).toHaveAttribute(
      "alt",
      `Образ «${NAME}» целиком`,
    );
    await viewer.getByRole("button", { name: "Следующее фото" }).click();
    await expect(viewer.getByText("2 из 4")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("3 из 4")).toBeVisible();
    await viewer.getByRole("link", { name: "Закрыть" }).click();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(LOOK);
    await expect(wholeLook(page)).toBeFocused();
  });

  test("the look's photos' page: every picture large, the way back, cached like the look, not indexed", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    const look = await page.request.get(LOOK);
    const response = await page.goto(`${PHOTOS_PAGE}#photo-3`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    expect(response?.headers()["cache-control"]).toBe(look.headers()["cache-control"]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page).toHaveTitle(`Фото: Образ «${NAME}» | LOVE STORE`);
    await expect(page.getByRole("banner")).toBeVisible();
    const photos = page.locator(".photo-page__item img");
    await expect(photos).toHaveCount(4);
    await expect(photos.nth(2)).toBeInViewport();
    await expect(page.getByText("3 из 4")).toBeVisible();
    await expectNoRawPictureLinks(page);
    await a11y(page);
    await page.getByRole("link", { name: "Вернуться к образу" }).first().click();
    await expect(page).toHaveURL(LOOK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
    if (jsEnabled) await expect(viewerOf(page)).toBeHidden();
  });
});
