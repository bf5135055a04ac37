import type { Page } from "@playwright/test";
import { desktopOnceWithJs, expect, test } from "./support/fixtures";
import { logIn } from "./support/login";

/**
 * «Вернуть» after deleting a saved delivery address. The address's place shows «Адрес «…» удалён» and «Вернуть»
 * (focused, with JavaScript); «Вернуть» creates it again with the same fields and default flag. A forged or stale undo
 * gets a Russian message, never a 500.
 */
async function addAddress(page: Page, fields: { city: string; street: string; building: string; main?: boolean }) {
  const form = page.locator("form.address-form");
  await form.getByLabel("Город").selectOption({ label: fields.city });
  await form.getByLabel("Улица").fill(fields.street);
  await form.getByLabel(/^Дом/).fill(fields.building);
  await form.getByLabel("Подъезд").fill("3");
  await form.getByLabel("Комментарий для курьера").fill("Домофон 12");
  if (fields.main) await form.getByLabel("Основной адрес доставки").check();
  const count = await page.locator(".address-card").count();
  await form.getByRole("button", { name: "Добавить адрес" }).click();
  await expect(page.locator(".address-card")).toHaveCount(count + 1);
}

for (const width of [390, 1280]) {
  test.describe(`«Вернуть» a deleted address at ${width} px`, desktopOnceWithJs(width > 480), () => {
    test.use({ viewport: { width, height: 900 } });

    test("the row stands in the address's place; «Вернуть» brings it back with its fields and default flag", async ({
      page,
      jsEnabled,
      a11y,
    }) => {
      await logIn(page);
      await page.goto("/personal/delivery/");
      await addAddress(page, { city: "Казань", street: "ул. Баумана", building: "12", main: true });
      await addAddress(page, { city: "Москва", street: "ул. Тверская", building: "7" });
      const list = page.getByRole("list", { name: "Сохранённые адреса" });
      const kazan = "Казань, ул. Баумана, д. 12";
      const at = await list
        .locator(".address-card")
        .evaluateAll((cards, text) => cards.findIndex((card) => card.textContent?.includes(text)), "ул. Баумана");

      await page.getByRole("button", { name: `Удалить адрес: ${kazan}` }).click();
      const row = list.locator(".undo-row");
      await expect(row.getByRole("status")).toHaveText(`Адрес «${kazan}» удалён`);
      await expect(list.locator(".address-card")).toHaveCount(1);
      await expect(list.getByRole("listitem").nth(at)).toHaveClass(/undo-row/);
      const restore = row.getByRole("button", { name: `Вернуть: адрес ${kazan}` });
      if (jsEnabled) await expect(restore).toBeFocused();
      await a11y();

      await restore.click();
      await expect(row).toHaveCount(0);
      const back = list.locator(".address-card").filter({ hasText: "ул. Баумана, д. 12" });
      await expect(back).toContainText("Основной");
      await expect(back).toContainText("подъезд 3");
      await expect(back).toContainText("Домофон 12");
      await expect(list.locator(".address-card")).toHaveCount(2);
      // The row went with its use: a reload does not bring it back.
      await page.reload();
      await expect(page.locator(".undo-row")).toHaveCount(0);
      await a11y();
    });
  });
}

test("deleted from its own page, the address gets «Вернуть» in the list too", async ({ page, a11y }) => {
  await logIn(page);
  await page.goto("/personal/delivery/");
  await addAddress(page, { city: "Казань", street: "ул. Кремлёвская", building: "5" });
  const kazan = "Казань, ул. Кремлёвская, д. 5";
  await page.getByRole("link", { name: `Изменить адрес: ${kazan}` }).click();
  // The list's own «Удалить адрес: …» buttons match a loose name while the edit page is still on its way (CI once
  // deleted from the list so): the edit page first, then its button by its exact name.
  await expect(page.getByRole("heading", { name: "Редактирование адреса" })).toBeVisible();
  await page.getByRole("button", { name: "Удалить адрес", exact: true }).click();
  await expect(page).toHaveURL(/\/personal\/delivery\/$/);
  const row = page.getByRole("list", { name: "Сохранённые адреса" }).locator(".undo-row");
  await expect(row.getByRole("status")).toHaveText(`Адрес «${kazan}» удалён`);
  await a11y();
  await row.getByRole("button", { name: `Вернуть: адрес ${kazan}` }).click();
  await expect(page.locator(".address-card").filter({ hasText: "ул. Кремлёвская, д. 5" })).toContainText("подъезд 3");
});

test("a forged or stale «Вернуть» gets a Russian message, not a 500, and adds nothing", async ({ page }) => {
  await logIn(page);
  for (const undo of ["forged.signature", "eyJleHAiOjEsInBheWxvYWQiOnt9fQ.AAAA"]) {
    const plain = await page.request.post("/personal/delivery/", {
      form: { intent: "restore", undo },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(303);
    // As a fetcher asks (Remix's data request): the answer is data.
    const fetched = await page.request.post("/personal/delivery/?_data=routes%2Fpersonal.delivery._index", {
      form: { intent: "restore", undo, via: "fetcher" },
    });
    expect(fetched.status()).toBe(400);
    expect(JSON.stringify(await fetched.json())).toContain("Не удалось вернуть адрес");
  }
  await page.goto("/personal/delivery/");
  await expect(
    page.locator(".toasts").getByText(/^Не удалось вернуть адрес: прошло слишком много времени/),
  ).toBeVisible();
  await expect(page.getByText("У вас пока нет сохранённых адресов")).toBeVisible();
});
