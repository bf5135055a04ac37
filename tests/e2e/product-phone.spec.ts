import type { Locator, Page } from "@playwright/test";
import { expect, ruleTestAtPhoneWidth, SAME_WITHOUT_JS, test } from "./support/fixtures";
import { citySaved } from "./support/city";
import { swipeLeft } from "./support/touch";
import { UPSTREAM } from "./support/upstream-api";
import { onScreen, PHONE } from "./support/screens";

/**
 * The product page as a phone shopper uses it: one count for the gallery and the viewer, the video's poster and play
 * button, preorder for the sizes not in stock only, the heart's label, the sticky «В корзину» on a phone, the delivery
 * estimate for the shopper's city. At a phone's width (touch) and a desktop's, JavaScript on and off (the projects). In
 * the deterministic seed (300 products):
 */
/** Five photos and a video (after the first photo); in Москва sizes 40 and 48 in stock, 42, 44 and 46 not. */
const WITH_VIDEO = "/catalog/odezhda/platya/platya-midi/139/";
/** Every size in stock online. */
const ALL_IN_STOCK = "/catalog/odezhda/yubki/yubki-mini/48/";
/** Online stock, and sizes in Moscow pickup shops (none that takes online orders in Казань). */
const IN_SHOPS_ID = 54;
const IN_SHOPS = `/catalog/odezhda/verkhnyaya-odezhda/kurtki/${IN_SHOPS_ID}/`;

const press = (locator: Locator, phone: boolean) => (phone ? locator.tap() : locator.click());
/** At once: the page scrolls smoothly otherwise (base.css). */
const toBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

/** «сегодня», «завтра», «послезавтра» or «15 сентября», then «бесплатно» or «299 ₽». */
const WHEN_PRICE = "(сегодня|завтра|послезавтра|\\d{1,2} [а-я]+), (бесплатно|\\d[\\d\\u00a0]*\\u00a0₽)";

for (const phone of [true, false]) {
  test.describe(phone ? "on a 390 px phone" : "on a desktop", () => {
    const ruleTest = ruleTestAtPhoneWidth(phone);
    onScreen(phone);

    test("the gallery, the viewer and the photos' page count the same six slides; the video shows its poster and a play button", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      // Two pages checked by axe on a phone: more than the usual time on a busy machine.
      test.slow();
      await page.goto(WITH_VIDEO);
      const gallery = page.locator(".product-gallery");
      await expect(gallery.locator(".slider__slide")).toHaveCount(6);
      await expect(gallery.getByRole("group", { name: "6 из 6" })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Фото 1 из 6: открыть крупно" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Фото 3 из 6: открыть крупно" })).toHaveCount(1);
      const videoSlide = gallery.getByRole("group", { name: "2 из 6" });
      const video = videoSlide.locator("video");
      await expect(video).toHaveAttribute("poster", /\S/);
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAccessibleName(/^Видео: /);
      await a11y();

      if (!jsEnabled) {
        // The browser's own player: its controls, its poster, nothing loaded before «play».
        await expect(video).toHaveAttribute("controls", "");
        await expect(page.getByRole("button", { name: "Смотреть видео" })).toHaveCount(0);
        await page.getByRole("link", { name: "Фото 1 из 6: открыть крупно" }).click();
        await expect(page.getByRole("heading", { level: 1, name: /^Фото: / })).toBeVisible();
        const items = page.locator(".photo-page__item");
        await expect(items).toHaveCount(6);
        await expect(items.nth(1).locator("video")).toHaveAttribute("controls", "");
        await expect(items.nth(1).locator("video")).toHaveAttribute("poster", /\S/);
        await expect(items.nth(1)).toContainText("2 из 6");
        await a11y();
        return;
      }

      // The viewer counts the same slides and shows the video in its place.
      await press(page.getByRole("link", { name: "Фото 1 из 6: открыть крупно" }), phone);
      const viewer = page.getByRole("dialog", { name: /^Фото: / });
      await expect(viewer.getByText("1 из 6")).toBeVisible();
      await viewer.getByRole("button", { name: "Следующее фото" }).click();
      await expect(viewer.getByText("2 из 6")).toBeVisible();
      const viewerSlide = viewer.locator(".photo-viewer__slide:not([aria-hidden])");
      await expect(viewerSlide.locator("video")).toHaveAttribute("poster", /\S/);
      await expect(viewerSlide.getByRole("button", { name: "Смотреть видео" })).toBeVisible();
      await expect(viewer.getByRole("button", { name: "Увеличить" })).toBeDisabled();
      await a11y(page, { include: ".modal--full" });
      await viewer.getByRole("button", { name: "Следующее фото" }).click();
      await expect(viewer.getByText("3 из 6")).toBeVisible();
      await expect(viewerSlide.locator("img")).toHaveAttribute("alt", /фото 2$/);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();

      // With JavaScript: the poster and «Смотреть видео», no controls until the shopper asks for the video.
      const play = videoSlide.getByRole("button", { name: "Смотреть видео" });
      await expect(video).not.toHaveAttribute("controls", /.*/);
      if (phone) await swipeLeft(page, gallery.locator(".slider__viewport"));
      else await gallery.getByRole("button", { name: "Слайд 2" }).click();
      await expect(gallery.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
      await press(play, phone);
      await expect(play).toHaveCount(0);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toBeFocused();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    });

    ruleTest(
      "«Оформить предзаказ» offers only the sizes not in stock for the shopper's city, and is not there when every size is",
      async ({ page, a11y }) => {
        await page.goto(WITH_VIDEO);
        const sizes = page.locator("form.buy--page label.size");
        const soldOut = await sizes
          .filter({ has: page.locator("input:disabled") })
          .locator(".size__value")
          .allTextContents();
        const inStock = await sizes
          .filter({ has: page.locator("input:enabled") })
          .locator(".size__value")
          .allTextContents();
        expect(soldOut).toEqual(["42", "44", "46"]);
        expect(inStock).toEqual(["40", "48"]);
        await press(page.getByRole("link", { name: "Оформить предзаказ" }), phone);
        const dialog = page.getByRole("dialog", { name: "Предзаказ" });
        const options = dialog.getByLabel("Размер").locator("option:not([disabled])");
        await expect(options).toHaveText(soldOut);
        await a11y();

        await page.goto(ALL_IN_STOCK);
        await expect(page.locator("form.buy--page input[name=offer]:disabled")).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Оформить предзаказ" })).toHaveCount(0);
        await page.goto(`${ALL_IN_STOCK}?modal=productPreorder`);
        await expect(page.getByRole("dialog", { name: "Предзаказ" })).toContainText(
          "Все размеры этого товара сейчас в наличии",
        );
        await expect(page.getByRole("dialog", { name: "Предзаказ" }).getByLabel("Размер")).toHaveCount(0);
      },
    );

    test("the heart says «В избранное», then «В избранном», in words on screen and in its name", async ({
      page,
      a11y,
    }) => {
      await page.goto(IN_SHOPS);
      const heart = page.locator(".product__wishlist button");
      await expect(heart).toBeVisible();
      const label = heart.locator(".wishlist-button__text");
      await expect(label).toBeVisible();
      // Shown capitalised («В избранное»); the name reads it in its sentence, «Добавить в избранное: …».
      await expect(label).toHaveText(/^в избранное: /);
      expect(await label.evaluate((element) => getComputedStyle(element, "::first-letter").textTransform)).toBe(
        "uppercase",
      );
      await expect(heart).toHaveAccessibleName(/^Добавить в избранное: /);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await press(heart, phone);
      await expect(page.getByRole("link", { name: /^Избранное: 1 товар/ })).toBeVisible();
      const wished = page.locator(".product__wishlist button");
      await expect(wished).toHaveAttribute("aria-pressed", "true");
      await expect(wished.locator(".wishlist-button__text")).toHaveText("В избранном");
      await expect(wished).toHaveAccessibleName(/^Удалить из избранного: .+ В избранном$/);
      await a11y();
    });

    ruleTest(
      "the delivery estimate for the shopper's city: the default city's, then the chosen one's",
      async ({ page, a11y }) => {
        const response = await page.goto(IN_SHOPS);
        // A guest of the default city: the page stays public, the estimate is the same for every such guest.
        expect(response?.headers()["cache-control"]).toMatch(/^public/);
        const moscow = page.getByRole("region", { name: "Доставка в г. Москва" });
        const lines = moscow.getByRole("listitem");
        await expect(lines).toHaveCount(2);
        await expect(lines.nth(0)).toHaveText(new RegExp(`^курьером — ${WHEN_PRICE}$`));
        await expect(lines.nth(1)).toHaveText(new RegExp(`^самовывоз из магазина — ${WHEN_PRICE}$`));
        // The courier's price is the upstream's (the fastest courier for this product alone).
        const answer = (await (
          await fetch(`${UPSTREAM}/api/delivery/estimate?city=moscow&productId=${IN_SHOPS_ID}`)
        ).json()) as { data: { options: { kind: string; price: number }[] } };
        const courier = answer.data.options.find((option) => option.kind === "courier")!;
        await expect(lines.nth(0)).toContainText(courier.price === 0 ? "бесплатно" : `${courier.price}\u00a0₽`);
        await a11y();

        await page.goto(`${IN_SHOPS}?modal=location`);
        await press(
          page.getByRole("dialog", { name: "Выберите город" }).getByRole("button", { name: "Казань" }),
          phone,
        );
        await expect(page.getByRole("dialog", { name: "Выберите город" })).toBeHidden();
        await expect(citySaved(page, "Казань")).toBeVisible();
        const kazan = await page.goto(IN_SHOPS);
        expect(kazan?.headers()["cache-control"]).toBe("private, no-store");
        const estimate = page.getByRole("region", { name: "Доставка в г. Казань" });
        await expect(estimate.getByRole("listitem")).toHaveText([
          new RegExp(`^курьером — ${WHEN_PRICE}$`),
          // Казань's shops holding it take no online orders: a pickup point.
          new RegExp(`^самовывоз из пункта выдачи — ${WHEN_PRICE}$`),
        ]);
        await expect(page.getByRole("region", { name: "Доставка в г. Москва" })).toHaveCount(0);
      },
    );
  });
}

test.describe("the sticky «В корзину» on a 390 px phone", () => {
  test.use(PHONE);

  test("past the buy form it stays at the bottom: without a size it opens the sizes, with one it adds to the basket", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.goto(IN_SHOPS);
    const bar = page.locator(".sticky-buy");
    const barButton = bar.getByRole("button", { name: "В корзину" });
    const buy = page.locator("form.buy--page");
    if (jsEnabled) {
      // Not while the shopper has yet to reach the buy form.
      await expect(bar).toBeHidden();
      await toBottom(page);
    }
    // Without JavaScript it is always there on a phone: the same button of the same form.
    await expect(bar).toBeVisible();
    await expect(bar.locator(".price")).toContainText("₽");
    await a11y();

    await barButton.tap();
    if (jsEnabled) {
      // Spec §4: the size list opens, its first size in view and focused; the bar steps aside.
      const first = buy.locator("input[name=offer]:enabled").first();
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
      await expect(bar).toBeHidden();
    } else {
      await expect(page).toHaveURL(/#buy$/);
    }
    await expect(buy.getByRole("alert")).toHaveText("Выберите размер");
    await expect(page.getByRole("link", { name: /^Корзина: 0 товар/ })).toBeVisible();

    await buy.locator("label.size:not(.size--sold-out)").first().click();
    await toBottom(page);
    await expect(bar).toBeVisible();
    await barButton.tap();
    if (jsEnabled) {
      const added = page.getByRole("dialog", { name: "Товар добавлен в корзину" });
      await expect(added).toBeVisible();
      await added.getByRole("button", { name: "Продолжить покупки" }).click();
    } else {
      await expect(page.getByRole("status").getByText("Товар добавлен в корзину")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Корзина: 1 товар/ })).toBeVisible();
    await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
    await toBottom(page);
    await expect(bar.getByRole("link", { name: "Перейти в корзину" })).toHaveAttribute("href", "/order/");
  });

  test("within 320 px: no sideways scroll, and the page's last content ends above it", async ({ page, jsEnabled }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(IN_SHOPS);
    await toBottom(page);
    const bar = page.locator(".sticky-buy");
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await bar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y + box.height).toBeLessThanOrEqual(640 + 1);
    await expect(bar.getByRole("button", { name: "В корзину" })).toBeInViewport({ ratio: 1 });
    // Scrolled to the end, the footer's last line is above the bar, not under it.
    const footerEnd = await page
      .locator("footer")
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(box.y + 1);
    if (jsEnabled) {
      // A focused text field (the keyboard is up) is never covered: the bar steps aside.
      await page
        .locator("footer")
        .last()
        .evaluate(() => {
          const field = document.createElement("input");
          field.type = "text";
          field.setAttribute("aria-label", "Поле");
          document.querySelector("footer")!.append(field);
        });
      await page.getByRole("textbox", { name: "Поле" }).focus();
      await expect(bar).toBeHidden();
      await page.getByRole("textbox", { name: "Поле" }).blur();
      await expect(bar).toBeVisible();
    }
  });
});

test.describe("the sticky «В корзину» on a desktop", () => {
  test("is never shown: the buy form stays at hand", SAME_WITHOUT_JS, async ({ page }) => {
    await page.goto(IN_SHOPS);
    await toBottom(page);
    await expect(page.locator(".sticky-buy")).toBeHidden();
  });
});
