import { expect, type Page } from "@playwright/test";
import { freshPhone, logInOverHttp } from "./login";

/** A product page and the size to take (sizes start with their value: /^44/). */
export type ProductSize = { path: string; size: RegExp };

/** Adds the size from the product page and waits for 'В корзине'. */
export async function addToBasket(page: Page, product: ProductSize) {
  await page.goto(product.path);
  const buy = page.locator("form.buy--page");
  await buy.locator("label.size", { hasText: product.size }).click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
}

/** The sizes of a buy form's HTML: each label's offer id, whether it is disabled, and its text ("40 Последний Онлайн"). */
export function sizesIn(form: string) {
  return [...form.matchAll(/<label class="size[^"]*">([\s\S]*?)<\/label>/g)].map(([, label]) => ({
    offer: /value="(\d+)"/.exec(label)?.[1],
    disabled: /\bdisabled=""/.test(label),
    text: label.replace(/<[^>]+>/g, "").trim(),
  }));
}

/**
 * The product page's own buy form, read over HTTP in the page's context (product cards further down have size forms of
 * their own): its HTML and the product's id.
 */
export async function buyFormOf(page: Page, path: string): Promise<{ html: string; productId: string }> {
  const body = await (await page.request.get(path)).text();
  const start = body.indexOf('class="buy buy--page"');
  expect(start, `${path}: the buy form`).toBeGreaterThan(-1);
  const html = body.slice(start, body.indexOf("</form>", start));
  const productId = /name="productId" value="(\d+)"/.exec(html)?.[1];
  expect(productId, `${path}: the product's id in its buy form`).toBeTruthy();
  return { html, productId: productId! };
}

/**
 * Puts the size in the basket through the store's own basket action over HTTP, in the page's context (the token cookie
 * lands in its browser), and leaves the page where it was: for a test whose subject comes after the basket. Adding from
 * the product page, with JavaScript and without, is product.spec.ts's and order-basket.spec.ts's subject.
 */
export async function putInBasket(page: Page, product: ProductSize) {
  const { html, productId } = await buyFormOf(page, product.path);
  const size = sizesIn(html).find((label) => product.size.test(label.text));
  expect(size?.offer, `${product.path}: a size ${product.size} in the buy form`).toBeTruthy();
  expect(size!.disabled, `${product.path}: the size ${product.size} can be bought`).toBe(false);
  await postToBasket(page, { intent: "basket-add", productId, offer: size!.offer!, redirectTo: product.path });
}

/** A post to the basket's own action in the page's context, as its forms send it without JavaScript: a 303 back. */
export async function postToBasket(page: Page, form: Record<string, string>) {
  const response = await page.request.post("/basket/", { form, maxRedirects: 0 });
  expect(response.status(), `the basket takes ${form.intent} (${form.redirectTo ?? ""})`).toBe(303);
}

/** Fills the checkout's «Покупатель» block (first name, last name, email). */
export async function fillCustomer(
  page: Page,
  { name, email }: { name: string; email: string } = { name: "Анна", email: "anna@example.ru" },
) {
  const customer = page.getByRole("region", { name: "Покупатель" });
  await customer.getByLabel("Имя").fill(name);
  await customer.getByLabel("Фамилия").fill("Петрова");
  await customer.getByLabel("Email").fill(email);
}

/**
 * The guest logs in with a fresh phone and opens the checkout; the basket stays. The login goes over HTTP through the
 * `/login/` action the checkout's own login block posts to (logInOverHttp): the block itself, with and without
 * JavaScript, is enter-forms.spec.ts's and checkout.spec.ts's first journey's subject (loginInCheckoutForm).
 */
export async function loginInCheckout(page: Page) {
  await logInOverHttp(page, freshPhone(), "/order/");
  await page.goto("/order/");
  await expect(page.getByRole("region", { name: "Покупатель" })).toBeVisible();
}

/** The guest logs in through the checkout's own login block with a fresh phone; the basket stays. */
export async function loginInCheckoutForm(page: Page) {
  await page.goto("/order/");
  const login = page.getByRole("region", { name: "Вход" });
  await login.getByLabel("Номер телефона").fill(freshPhone());
  await login.getByRole("button", { name: "Получить код" }).click();
  await page.getByLabel("Код из SMS").fill("123456");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("region", { name: "Покупатель" })).toBeVisible();
}

/**
 * The logged-in shopper registers a Love Card (spec: 500 welcome bonuses) through the card form's own action over HTTP,
 * in the page's context, and the card's page follows (its toast is shown there): for a journey whose subject comes
 * after the card. The form itself is account-orders.spec.ts's and trust-welcome.spec.ts's (registerLoveCard).
 */
export async function registerLoveCardOverHttp(page: Page, email = "anna@example.ru") {
  const response = await page.request.post("/personal/card/register/", {
    form: { firstName: "Анна", lastName: "Петрова", birthday: "01.02.1990", email, agreement: "yes" },
  });
  expect(new URL(response.url()).pathname, "the card is registered and its page follows").toBe("/personal/card/");
}

/** The logged-in shopper registers a Love Card through its form and lands on its page. */
export async function registerLoveCard(page: Page, email = "anna@example.ru") {
  await page.goto("/personal/card/register/");
  await page.getByLabel("Имя").fill("Анна");
  await page.getByLabel("Фамилия").fill("Петрова");
  await page.getByLabel("Дата рождения").fill("01.02.1990");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /Оформить/ }).click();
  await expect(page).toHaveURL(/\/personal\/card\/$/);
}

/** Picks a radio; without JavaScript the choice is applied with 'Пересчитать'. */
export async function choose(page: Page, jsEnabled: boolean, group: string, option: string | RegExp) {
  await page.getByRole("group", { name: group }).getByRole("radio", { name: option }).first().check();
  if (!jsEnabled) await page.getByRole("button", { name: "Пересчитать" }).click();
  await expect(page.getByRole("group", { name: group }).getByRole("radio", { name: option }).first()).toBeChecked();
}
