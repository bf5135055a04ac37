import type { Page } from "@playwright/test";

/**
 * What shows once a city chosen in the location dialog is saved: the message «Ваш город: …», or the header's city
 * where the header shows one. The dialog closes at once, before the choice is saved; a page opened before that would
 * cancel the saving request.
 */
export const citySaved = (page: Page, name: string) =>
  page
    .getByText(`Ваш город: ${name}`, { exact: true })
    .or(page.getByRole("link", { name: `Ваш город: ${name}. Изменить` }))
    .first();
