import { expect, SAME_WITHOUT_JS, test } from "./support/fixtures";

test.describe("search", () => {
  test("from the header modal to the results page", async ({ page, a11y }) => {
    await page.goto("/search/");
    await page.getByRole("banner").getByRole("link", { name: "Поиск", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Поиск" });
    await expect(dialog).toBeVisible();
    await a11y();
    // A searchbox without JavaScript, a combobox with suggestions with it.
    await dialog.getByLabel("Поиск по каталогу").fill("платье");
    await dialog.getByRole("button", { name: "Найти" }).click();

    await expect(page).toHaveURL(/\/search\/\?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5$/);
    await expect(page.getByRole("heading", { level: 1, name: "Результаты поиска: «платье»" })).toBeVisible();
    await expect(page.locator(".listing__count")).toHaveText(/^Найдено: \d+ товар/);
    const results = page.locator(".product-grid > li");
    await expect(results.first()).toBeVisible();
    // The document streams in: read the cards once all of it has arrived.
    await page.waitForLoadState("load");
    for (const text of await results.allTextContents()) expect(text.toLowerCase()).toContain("плать");
    await expect(page).toHaveTitle("Поиск: «платье» | LOVE STORE");
  });

  test("results sort and filter like a section", SAME_WITHOUT_JS, async ({ page, jsEnabled }) => {
    await page.goto("/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5");
    const select = page.getByRole("combobox", { name: "Сортировка" });
    if (jsEnabled) await expect(page.getByRole("button", { name: "Применить" })).toHaveCount(0);
    await select.selectOption("price_desc");
    if (!jsEnabled) await page.getByRole("button", { name: "Применить" }).click();
    await expect(page).toHaveURL(/\/search\/\?q=[^&]+&sort=price_desc$/);
    // Links follow once the new page is rendered.
    const trigger = page.getByRole("link", { name: "Фильтры" });
    await expect(trigger).toHaveAttribute("href", /sort=price_desc/);

    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Фильтры" });
    await dialog.getByRole("checkbox", { name: "46", exact: true }).check();
    await dialog.getByRole("button", { name: /^Показать \d* ?товар/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=[^&]+&sort=price_desc&sizes=46$/);
    await expect(
      page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("link", { name: /Размер: 46/ }),
    ).toBeVisible();
  });

  test("an empty query asks for one; no results says so", SAME_WITHOUT_JS, async ({ page, a11y }) => {
    await page.goto("/search/");
    await expect(page.getByRole("heading", { level: 1, name: "Поиск" })).toBeVisible();
    await expect(page.getByText("Что вы ищете?")).toBeVisible();
    await a11y();
    await page.goto("/search/?q=%D1%89%D1%89%D1%89%D1%89");
    await expect(page.locator(".listing__count")).toHaveText("Ничего не найдено");
    await expect(page.getByText("По запросу «щщщщ» ничего не найдено")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Поиск по каталогу" })).toHaveValue("щщщщ");
  });

  test("suggestions while typing (JavaScript) or a plain GET form to /search/ (no JavaScript)", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    await page.goto("/search/?modal=search");
    const dialog = page.getByRole("dialog", { name: "Поиск" });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole("search");
    if (!jsEnabled) {
      await expect(form).toHaveAttribute("action", "/search/");
      await expect(form).toHaveAttribute("method", "get");
      await expect(form.getByRole("searchbox")).toHaveAttribute("name", "q");
      return;
    }
    const box = dialog.getByRole("combobox", { name: "Поиск по каталогу" });
    await expect(box).toBeFocused();
    await box.pressSequentially("плат", { delay: 30 });
    const list = dialog.getByRole("listbox", { name: "Подсказки" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("option", { name: /Платья миди/ })).toBeVisible();
    await expect(list.getByRole("option", { name: /Платье/ }).first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await a11y();

    // Keyboard: the first option is the first section suggestion, Enter opens it.
    await box.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await list.getByRole("option").first().getAttribute("id"))!,
    );
    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\/odezhda\/platya\/$/);
    await expect(page.getByRole("dialog", { name: "Поиск" })).toHaveCount(0);
  });

  test("Escape hides the suggestions first, then closes the modal (JavaScript); the close link works without", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto("/?modal=search");
    const dialog = page.getByRole("dialog", { name: "Поиск" });
    if (!jsEnabled) {
      await dialog.getByRole("link", { name: "Закрыть" }).click();
      await expect(page.getByRole("dialog", { name: "Поиск" })).toHaveCount(0);
      return;
    }
    const box = dialog.getByRole("combobox", { name: "Поиск по каталогу" });
    await box.fill("юбк");
    await expect(dialog.getByRole("listbox", { name: "Подсказки" })).toBeVisible();
    await box.press("Escape");
    await expect(dialog.getByRole("listbox")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("dialog", { name: "Поиск" })).toHaveCount(0);
  });
});
