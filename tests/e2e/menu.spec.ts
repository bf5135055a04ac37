import { expect, test } from "./support/fixtures";

test.describe("main menu", () => {
  test("opens, expands a section and closes after navigation", async ({ page, jsEnabled }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Открыть меню" }).click();
    const menu = page.getByRole("dialog", { name: "Каталог" });
    await expect(menu).toBeVisible();
    if (!jsEnabled) expect(new URL(page.url()).searchParams.get("modal")).toBe("menu");

    const dresses = menu.getByText("Платья", { exact: true });
    await expect(dresses).toBeHidden();
    await menu.getByText("Одежда", { exact: true }).click();
    await expect(dresses).toBeVisible();
    const midi = menu.getByRole("link", { name: "Платья миди" });
    await expect(midi).toBeHidden();
    await dresses.click();
    await expect(midi).toBeVisible();
    await expect(menu.getByRole("link", { name: "Смотреть всё: Платья" })).toHaveAttribute(
      "href",
      "/catalog/odezhda/platya/",
    );
    await expect(menu.getByRole("link", { name: /Sale/ })).toHaveClass(/menu__link--sale/);
    await expect(menu.locator(".menu__divider")).toHaveCount(1);

    await midi.click();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/platya-midi\/$/);
    await expect(page.getByRole("dialog", { name: "Каталог" })).toHaveCount(0);
  });

  test("the close control closes the menu", async ({ page }) => {
    await page.goto("/?modal=menu");
    await page.getByRole("link", { name: "Закрыть" }).click();
    await expect(page.getByRole("dialog", { name: "Каталог" })).toHaveCount(0);
  });

  test("keyboard: opens with Enter; with JavaScript focus is trapped and returns on Escape", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("link", { name: "Открыть меню" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Каталог" });
    await expect(menu).toBeVisible();
    if (!jsEnabled) {
      // Without JavaScript the menu is a page state: its close link is reachable by keyboard.
      await menu.getByRole("link", { name: "Закрыть" }).focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveCount(0);
      return;
    }
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
